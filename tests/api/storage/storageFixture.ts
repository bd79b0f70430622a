import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import S3rver from 's3rver';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type ServerOptions, type TestServer } from '../support/server.ts';

export type BytesBackend = 'disk' | 's3';

/** Every database the API suites run on, with each place bytes can live. */
export const combinations: [ServerOptions['backend'] & string, BytesBackend][] = backends.flatMap((db) => (['disk', 's3'] as const).map((bytes) => [db, bytes] as [typeof db, BytesBackend]));

const S3_BUCKET = 'stillwater-test';

/** s3rver on a free port with a temporary folder, holding one bucket. */
export async function startS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'storage-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await s3.run();
  return {
    env: {
      STORAGE_S3_BUCKET: S3_BUCKET,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface StorageServer {
  server: TestServer;
  editor: Member;
  member: Member;
  /** storage-js as the anon key, or as a user's access token (with no apikey, as the standalone client is used). */
  storage(token?: string): StorageClient;
  storageUrl: string;
  close(): Promise<void>;
}

/** A server on `db` keeping bytes on `bytes`, with an editor and a member signed in. */
export async function storageServer(db: 'pglite' | 'postgres', bytes: BytesBackend, options: Pick<ServerOptions, 'dataDir'> = {}): Promise<StorageServer> {
  const s3 = bytes === 's3' ? await startS3() : undefined;
  const server = await startServer({ backend: db, autoconfirm: true, env: s3?.env ?? {}, ...options });
  const [editor, member] = await Promise.all([memberWithRole(server, 'editor'), signedInMember(server)]);
  const storageUrl = `${server.url}/storage/v1`;
  return {
    server,
    editor,
    member,
    storageUrl,
    storage: (token) => new StorageClient(storageUrl, token ? { Authorization: `Bearer ${token}` } : { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }),
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}
