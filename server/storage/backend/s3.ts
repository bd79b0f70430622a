import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.ts';
import { BytesNotFound, checkBytesLocation, type BackendEntry, type ByteRange, type BytesLocation, type PutOptions, type StorageBackend } from './backend.ts';

/** The SDK's own errors for a key or bucket with nothing there. */
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** The client for an S3-compatible server; checksums only where S3 requires them (most compatible servers know no others). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Bytes as objects of one S3 bucket: `<bucket>/<key>`. A put is one PUT, or a multipart upload
 * for a body of unknown length, which S3 makes visible only when complete and which is aborted
 * when the body fails.
 */
export function s3Backend(config: S3Config, client: S3Client = s3Client(config)): StorageBackend {
  const Bucket = config.bucket;
  const keyOf = (bucket: string, key: string) => {
    checkBytesLocation(bucket, key);
    return `${bucket}/${key}`;
  };

  const getObject = async (bucket: string, key: string, range?: ByteRange) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
    } catch (error) {
      if (isMissing(error)) throw new BytesNotFound(bucket, key);
      throw error;
    }
  };

  const putObject = async (bucket: string, key: string, body: Readable, options: PutOptions) => {
    const Key = keyOf(bucket, key);
    const upload = new Upload({ client, params: { Bucket, Key, Body: body, ContentType: options.contentType, CacheControl: options.cacheControl } });
    let failure: unknown;
    body.on('error', (error) => {
      failure = error;
      void upload.abort();
    });
    try {
      await upload.done();
    } catch (error) {
      throw failure ?? error;
    }
    if (failure) throw failure;
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
    return { size: head.ContentLength ?? 0, etag: head.ETag ?? '', lastModified: head.LastModified ?? new Date() };
  };

  return {
    kind: 's3',

    async get(bucket, key, range?: ByteRange) {
      return (await getObject(bucket, key, range)).Body as Readable;
    },

    put: putObject,

    async head(bucket, key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, key) }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date() };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    // Through this server rather than CopyObject: no 5 GB limit, and no copy-source encoding that servers read differently.
    async copy(from: BytesLocation, to: BytesLocation) {
      const source = await getObject(from.bucket, from.key);
      await putObject(to.bucket, to.key, source.Body as Readable, { contentType: source.ContentType ?? 'application/octet-stream', cacheControl: source.CacheControl ?? '' });
    },

    async deleteMany(bucket, keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: keyOf(bucket, key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },

    async *list(): AsyncGenerator<BackendEntry> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          const slash = item.Key?.indexOf('/') ?? -1;
          if (!item.Key || slash <= 0) continue;
          yield { bucket: item.Key.slice(0, slash), key: item.Key.slice(slash + 1), lastModified: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
