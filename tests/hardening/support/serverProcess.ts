import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { createApiKeys } from '../../../server/auth/crypto/apiKeys.ts';
import type { AuthClients } from '../../api/support/members.ts';
import { pgliteTemplate } from '../../support/pgliteTemplate.ts';
import { spawnServer, type SpawnedServer } from '../../support/spawnServer.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A file planted next to (outside) the served directory: its content must never come back. */
export const CANARY = `canary-${randomBytes(8).toString('hex')}`;

export interface Site {
  /** Holds dist/, the canary files and (for PGlite) the database. */
  dir: string;
  distDir: string;
  /** A hashed asset path, as Vite names them. */
  assetPath: string;
  cleanup(): void;
}

/** A small built site: index.html, one hashed asset, one media-like file; canaries outside dist/. */
export function makeSite(): Site {
  const dir = mkdtempSync(path.join(tmpdir(), 'hardening-'));
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(path.join(distDir, 'media'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
  );
  const assetPath = '/assets/index-Bx7k2Qa9.js';
  writeFileSync(path.join(distDir, assetPath), `console.log(${JSON.stringify('x'.repeat(4096))});\n`);
  writeFileSync(path.join(distDir, 'media', 'clip.mp4'), Buffer.alloc(64 * 1024, 7));
  writeFileSync(path.join(dir, 'secret.txt'), CANARY);
  writeFileSync(path.join(dir, '.env'), `SECRET=${CANARY}`);
  return { dir, distDir, assetPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated PGlite data directory for one server (a copy of the API suites' template). */
export async function pgliteDataDir(site: Site, name = 'db'): Promise<string> {
  const dir = path.join(site.dir, name);
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  return dir;
}

export interface ServerProcess extends SpawnedServer {
  authUrl: string;
  anonKey: string;
  serviceKey: string;
}

export interface ProcessOptions {
  site: Site;
  /** Where PGlite keeps its data (and the generated secrets); defaults to the site's dir. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  jwtSecret?: string;
}

/** A shared secret, so two processes (or a restarted one) accept each other's tokens and keys. */
export const JWT_SECRET = randomBytes(32).toString('base64url');

/** `tsx server/main.ts` as its own OS process, on a free port, ready when it prints its address. */
export async function startProcess(options: ProcessOptions): Promise<ServerProcess> {
  const jwtSecret = options.jwtSecret ?? JWT_SECRET;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_URL: 'http://localhost:3800',
    DATA_DIR: options.dataDir ?? options.site.dir,
    DIST_DIR: options.site.distDir,
    JWT_SECRET: jwtSecret,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const server = await spawnServer(['--import', 'tsx', 'server/main.ts'], { cwd: root, env, timeoutMs: 60_000 });
  const keys = await createApiKeys(jwtSecret);
  return { ...server, authUrl: `${server.url}/auth/v1`, anonKey: keys.anon, serviceKey: keys.serviceRole };
}

/** supabase-js on a server process, as the anon key and as the service role, for the API suites' user helpers. */
export function authClients(server: ServerProcess): AuthClients {
  const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  return {
    client: (options) => createClient(server.url, server.anonKey, { auth: { ...auth, flowType: options?.flowType ?? 'implicit' } }),
    admin: () => createClient(server.url, server.serviceKey, { auth }),
  };
}
