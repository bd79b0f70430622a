import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const S3_BUCKET = 'stillwater-test';

export interface TestS3 {
  /** The servers' STORAGE_S3_* for this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, read through the S3 API (not the server's backend). */
  keys(): Promise<string[]>;
  bytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** s3rver on a free port with a temporary folder, holding one bucket. */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'storage-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    env: {
      STORAGE_S3_BUCKET: S3_BUCKET,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async bytes(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
      if (!object.Body) throw new Error(`no body for ${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async close() {
      client.destroy();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
