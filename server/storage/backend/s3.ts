import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
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

  return {
    kind: 's3',

    async get(bucket, key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(bucket, key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new BytesNotFound(bucket, key);
        throw error;
      }
    },

    async put(bucket, key, body: Readable, options: PutOptions) {
      const Key = keyOf(bucket, key);
      const upload = new Upload({ client, params: { Bucket, Key, Body: body, ContentType: options.contentType, CacheControl: options.cacheControl } });
      let failure: unknown;
      body.once('error', (error) => {
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
    },

    async head(bucket, key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, key) }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date() };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async copy(from: BytesLocation, to: BytesLocation) {
      const source = keyOf(from.bucket, from.key);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: keyOf(to.bucket, to.key), CopySource: `${Bucket}/${encodeURIComponent(source).replaceAll('%2F', '/')}` }));
      } catch (error) {
        if (isMissing(error)) throw new BytesNotFound(from.bucket, from.key);
        throw error;
      }
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
