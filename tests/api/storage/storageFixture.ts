import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { SignJWT } from 'jose';
import { backends } from '../../support/databases.ts';
import { startS3 } from '../../support/s3rver.ts';
import { startServer, type ServerOptions, type TestServer } from '../support/server.ts';

export type BytesBackend = 'disk' | 's3';

/** Every database the API suites run on, with each place bytes can live. */
export const combinations: [ServerOptions['backend'] & string, BytesBackend][] = backends.flatMap((db) => (['disk', 's3'] as const).map((bytes) => [db, bytes] as [typeof db, BytesBackend]));

/** A signed-in user as storage sees one: an access token (and its subject). */
export interface TokenUser {
  userId: string;
  accessToken: string;
}

/**
 * An access token as the auth API issues one, signed with the server's secret: storage reads only the
 * token (role, sub, app_metadata.role), so the suites need no accounts and no sign-ins.
 */
export async function tokenUser(secret: string, appRole?: 'editor' | 'admin'): Promise<TokenUser> {
  const userId = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await new SignJWT({ role: 'authenticated', sub: userId, aud: 'authenticated', app_metadata: appRole ? { role: appRole } : {} })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
  return { userId, accessToken };
}

export interface StorageServer {
  server: TestServer;
  editor: TokenUser;
  member: TokenUser;
  /** storage-js as the anon key, or as a user's access token (with no apikey, as the standalone client is used). */
  storage(token?: string): StorageClient;
  storageUrl: string;
  /** Stops the server and starts a new one over the same DATA_DIR (and S3 server); tokens stay valid. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * tus-js-client's requests go through Node's global agent; an aborted upload can leave a socket opened that
 * never sends a request, which the server waits for (its headers timeout) before it can close.
 */
const closeClientSockets = () => http.globalAgent.destroy();

/** A server on `db` keeping bytes on `bytes`, with an editor's and a member's tokens. */
export async function storageServer(db: 'pglite' | 'postgres', bytes: BytesBackend): Promise<StorageServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storage-api-'));
  const s3 = bytes === 's3' ? await startS3() : undefined;
  const start = () => startServer({ backend: db, dataDir, env: s3?.env ?? {} });
  let server = await start();
  const [editor, member] = await Promise.all([tokenUser(server.jwtSecret, 'editor'), tokenUser(server.jwtSecret)]);
  const handle: StorageServer = {
    server,
    editor,
    member,
    storageUrl: `${server.url}/storage/v1`,
    storage: (token) => new StorageClient(handle.storageUrl, token ? { Authorization: `Bearer ${token}` } : { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }),
    async restart() {
      closeClientSockets();
      await server.close();
      server = await start();
      handle.server = server;
      handle.storageUrl = `${server.url}/storage/v1`;
    },
    async close() {
      closeClientSockets();
      await server.close();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
