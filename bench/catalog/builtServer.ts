import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiKeys } from '../../server/auth/crypto/apiKeys.ts';
import { JWT_SECRET } from '../../tests/hardening/support/serverProcess.ts';
import { spawnServer } from '../../tests/support/spawnServer.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const DIST_DIR = path.join(root, 'dist');
const MAIN = path.join(root, 'build/server/main.js');

export interface BuiltServer {
  url: string;
  pid: number;
  anonKey: string;
  serviceKey: string;
  kill(): Promise<void>;
}

/** The database a server runs on: PostgreSQL by URL, else PGlite in a data directory. */
export interface Where {
  url?: string;
  dataDir: string;
}

/**
 * The compiled server (`npm run serve`) with the real build's dist/ (its renderer and page templates), or a copy of
 * it with files of a bench's own, on a port of its own.
 */
export async function startBuiltServer(where: Where, distDir = DIST_DIR): Promise<BuiltServer> {
  for (const file of [MAIN, path.join(distDir, 'page-templates.json')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (the bench's npm script does)`);
  }
  const server = await spawnServer([MAIN], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: 'http://localhost:3500',
      DATA_DIR: where.dataDir,
      DIST_DIR: distDir,
      JWT_SECRET,
      ...(where.url ? { DATABASE_URL: where.url } : {}),
    },
    timeoutMs: 90_000,
  });
  const keys = await createApiKeys(JWT_SECRET);
  return { url: server.url, pid: server.pid, anonKey: keys.anon, serviceKey: keys.serviceRole, kill: () => server.kill() };
}

/** A process's resident set now, in MiB (Linux /proc). */
export function residentMib(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return kib / 1024;
}
