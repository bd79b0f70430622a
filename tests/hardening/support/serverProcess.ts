import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApiKeys } from '../../../server/auth/crypto/apiKeys.ts';
import { pgliteTemplate } from '../../api/harness.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every limit raised far out of the way, for runs that do not test limits. */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_EMAIL_SENT: '1000000',
  RATE_LIMIT_TOKEN_REFRESH: '1000000',
  RATE_LIMIT_VERIFY: '1000000',
  RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
  RATE_LIMIT_OTP: '1000000',
  RATE_LIMIT_MFA: '1000000',
  RATE_LIMIT_ANONYMOUS_USERS: '1000000',
  SMTP_MAX_FREQUENCY: '0',
};

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

export interface ServerProcess {
  url: string;
  authUrl: string;
  anonKey: string;
  serviceKey: string;
  pid: number;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${log}`)), 60_000);
    const check = () => {
      const match = /Site\s+(http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  const keys = await createApiKeys(jwtSecret);
  return {
    url,
    authUrl: `${url}/auth/v1`,
    anonKey: keys.anon,
    serviceKey: keys.serviceRole,
    pid: child.pid as number,
    output: () => log,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export const POSTGRES_BASE_URL = process.env.TEST_DATABASE_URL;

/** A fresh, empty PostgreSQL database for one suite, dropped afterwards. */
export async function scratchDatabase(tag: string, base = POSTGRES_BASE_URL): Promise<ScratchDatabase> {
  if (!base) throw new Error('scratchDatabase needs TEST_DATABASE_URL');
  const name = `hardening_${tag}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** fetch against the auth API with a key and the 2024 API version header. */
export function authFetch(server: ServerProcess, pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', server.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  headers.set('x-supabase-api-version', '2024-01-01');
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(`${server.authUrl}${pathname}`, { ...init, headers, body, redirect: 'manual' });
}
