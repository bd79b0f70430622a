import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { createApiKeys } from '../../../server/auth/crypto/apiKeys.ts';
import { readConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import type { MediaActions } from '../../../server/jobs/mediaActions.ts';
import type { StorageBackend } from '../../../server/storage/backend/backend.ts';
import { openBackend } from '../../../server/storage/backend/open.ts';
import { authFetch, type AuthFetchInit } from '../../support/authApi.ts';
import { scratchDatabase } from '../../support/databases.ts';
import { RELAXED_LIMITS } from '../../support/limits.ts';
import { codeIn, verifyLinkIn, type OutboxMessage } from '../../support/outbox.ts';
import { pgliteTemplate } from '../../support/pgliteTemplate.ts';

/** Mail links and redirects are built on this origin; tests fetch them from the real server. */
export const SITE_URL = 'https://stillwater.test';

export interface ServerOptions {
  backend?: 'pglite' | 'postgres';
  autoconfirm?: boolean;
  /** Extra environment (rate limits, SMTP_MAX_FREQUENCY, SMTP_ADMIN_EMAIL…), read into the config as the server reads its own. */
  env?: Record<string, string>;
  jwtSigningKeys?: string;
  /** Send mail over SMTP instead of the outbox. */
  smtpUrl?: string;
  /** Listen address; the outbox suite listens on every interface to test the loopback rule. */
  host?: string;
  /** Files of the build beside its index.html, by path relative to it. */
  distFiles?: Record<string, string>;
  /** The studio's media actions over the server's database and storage (a job queue the suite runs itself). */
  media?: (services: { db: Database; backend: StorageBackend }) => MediaActions;
  /** The functions' clock (entitlements, codes' expiry), which a suite moves. */
  functionsClock?: () => number;
  /** DATA_DIR, kept at close, so a server started again on it finds the same embedded database (fresh when it has none). */
  dataDir?: string;
}

export interface TestServer {
  url: string;
  authUrl: string;
  anonKey: string;
  serviceKey: string;
  /** The HS256 secret tokens and keys are signed with (tests forge expired or odd tokens with it). */
  jwtSecret: string;
  db: Database;
  /** The environment the server was configured from (DATA_DIR, DATABASE_URL…), for a tool run against its database. */
  env: Record<string, string>;
  /** A fresh supabase-js client with the anon key, no persistence, no timers. */
  client(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  admin(): SupabaseClient;
  /** The outbox, newest first. */
  mails(): Promise<OutboxMessage[]>;
  /** The newest mail to an address (fails the test when there is none). */
  lastMailTo(address: string): Promise<OutboxMessage>;
  /** A mail link, pointed at this server instead of SITE_URL. */
  linkIn(mail: OutboxMessage): string;
  codeIn(mail: OutboxMessage): string;
  /** fetch against the auth API with the anon key and the 2024 API version header. */
  api(pathname: string, init?: AuthFetchInit): Promise<Response>;
  /** fetch against the data API (/rest/v1) with the anon key, and a bearer token when given. */
  rest(pathname: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /**
   * Runs SQL as the database owner (test fixtures), then has the data API re-read its schema cache
   * (`notify pgrst`) and waits until `probe`, a GET below /rest/v1 for what the SQL created, stops
   * answering 404.
   */
  sqlThenReload(sql: string, probe: string): Promise<void>;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'auth-api-'));
  const distDir = path.join(dataDir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body></body></html>',
  );
  for (const [name, text] of Object.entries(options.distFiles ?? {})) {
    mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    writeFileSync(path.join(distDir, name), text);
  }
  const pgDb = options.backend === 'postgres' ? await scratchDatabase('auth') : undefined;
  if (!pgDb && !existsSync(path.join(dataDir, 'pgdata'))) cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SITE_URL,
    AUTH_AUTOCONFIRM: options.autoconfirm ? 'true' : 'false',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...(options.jwtSigningKeys ? { JWT_SIGNING_KEYS: options.jwtSigningKeys } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...RELAXED_LIMITS,
    ...options.env,
  };
  const config = readConfig(env);
  const db = await openDatabase(config.database);
  await migrate(db);
  const keys = await createApiKeys(config.jwt.secret);
  const storageBackend = openBackend(config.storage);
  const media = options.media?.({ db, backend: storageBackend });
  const app = await buildApp({ config, db, keys, storageBackend, media, logger: false, functionsClock: options.functionsClock });
  await app.listen({ port: 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const authUrl = `${url}/auth/v1`;
  const clientOptions = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  };

  const mails = async (): Promise<OutboxMessage[]> => (await fetch(`${url}/_mail/messages`)).json() as Promise<OutboxMessage[]>;

  return {
    url,
    authUrl,
    anonKey: keys.anon,
    serviceKey: keys.serviceRole,
    jwtSecret: config.jwt.secret,
    db,
    env,
    client: (opts) => createClient(url, keys.anon, { ...clientOptions, auth: { ...clientOptions.auth, flowType: opts?.flowType ?? 'implicit' } }),
    admin: () => createClient(url, keys.serviceRole, clientOptions),
    mails,
    async lastMailTo(address) {
      const mail = (await mails()).find((m) => m.to.includes(address));
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    linkIn: (mail) => verifyLinkIn(mail).replace(SITE_URL, url),
    codeIn,
    api: (pathname, init) => authFetch({ authUrl, anonKey: keys.anon }, pathname, init),
    rest(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', keys.anon);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return fetch(`${url}/rest/v1${pathname}`, { ...init, headers, body });
    },
    async sqlThenReload(sql, probe) {
      await db.exec(sql);
      await db.exec("notify pgrst, 'reload schema'");
      for (let tries = 0; ; tries += 1) {
        const response = await fetch(`${url}/rest/v1${probe}`, { headers: { apikey: keys.serviceRole, authorization: `Bearer ${keys.serviceRole}` } });
        await response.arrayBuffer();
        if (response.status !== 404) return;
        if (tries === 200) throw new Error(`schema cache not reloaded: ${probe} still 404`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      // A response a test left unread holds its connection open; the suite is done with them all.
      app.server.closeAllConnections();
      await app.close();
      await db.close();
      await pgDb?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parse the `#a=b&…` fragment of a redirect Location. */
export function fragmentOf(location: string | null): Record<string, string> {
  if (!location) throw new Error('no Location header');
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

/**
 * The server of the enclosing describe block (or file): started in its beforeAll, closed in its afterAll. The
 * handle forwards to that server, so tests read `server.url` as they would a started one; before beforeAll it throws.
 */
export function suiteServer(options: ServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startServer(options);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!started) throw new Error(`the suite's server is read outside its tests (${String(key)})`);
      return Reflect.get(started, key);
    },
  });
}
