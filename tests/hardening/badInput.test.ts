import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, passwordGrant } from '../support/authApi.ts';
import { RELAXED_LIMITS } from '../support/limits.ts';
import { uniqueEmail } from '../support/uniqueEmail.ts';
import {
  deeplyNested,
  hostileBody,
  hostileContentType,
  hostileHeaders,
  hostileQuery,
  hostileRange,
  nastyString,
  traversalPath,
} from './support/hostileInput.ts';
import { rawRequest, type RawResponse } from './support/rawHttp.ts';
import { CANARY, makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** Every /auth/v1 endpoint (docs/auth-api.md), with `:id` standing for a path parameter. */
const ENDPOINTS = [
  'GET /health',
  'GET /settings',
  'GET /.well-known/jwks.json',
  'POST /signup',
  'POST /token',
  'POST /token?grant_type=password',
  'POST /token?grant_type=refresh_token',
  'POST /token?grant_type=pkce',
  'POST /token?grant_type=id_token',
  'POST /token?grant_type=web3',
  'POST /logout',
  'POST /logout?scope=others',
  'POST /recover',
  'GET /verify',
  'POST /verify',
  'GET /user',
  'PUT /user',
  'GET /reauthenticate',
  'POST /otp',
  'POST /resend',
  'GET /admin/users',
  'POST /admin/users',
  'GET /admin/users/:id',
  'PUT /admin/users/:id',
  'DELETE /admin/users/:id',
  'GET /admin/users/:id/factors',
  'DELETE /admin/users/:id/factors/:id',
  'GET /admin/users/:id/passkeys',
  'POST /admin/generate_link',
  'GET /admin/oauth/clients',
  'POST /factors',
  'POST /factors/:id/challenge',
  'POST /factors/:id/verify',
  'DELETE /factors/:id',
  'GET /authorize',
  'GET /callback',
  'POST /callback',
  'POST /sso',
  'POST /passkeys/authentication/options',
  'GET /oauth/authorizations/:id',
  'GET /user/identities/authorize',
  'DELETE /user/identities/:id',
  'POST /no/such/endpoint',
  'PATCH /user',
] as const;

/** Node's own HTTP parser answers these before the app (oversized headers); they carry no body. */
const NODE_PARSER_STATUSES = new Set([431]);

let site: Site;
let server: ServerProcess;
let userToken = '';
let userId = '';
let served: Buffer[] = [];
let checked = 0;

function describeResponse(response: RawResponse): string {
  return `${response.status} ${response.connectionError ?? ''} ${response.body.subarray(0, 300).toString()}`;
}

/** The documented error shapes (docs/auth-api.md#errors): 2024, legacy, gateway or OAuth. */
function assertAuthErrorFormat(response: RawResponse, asked2024: boolean): void {
  if (response.status < 400 || NODE_PARSER_STATUSES.has(response.status)) return;
  const text = response.body.toString();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`error answer is not JSON: ${describeResponse(response)}`);
  }
  const gateway = Object.keys(body).length === 1 && typeof body.message === 'string';
  const oauth = typeof body.error === 'string' && typeof body.error_description === 'string';
  if (gateway || oauth) return;
  if (asked2024) {
    expect(body, text).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(response.headers['x-sb-error-code'], text).toBe(body.code);
  } else {
    expect(body, text).toMatchObject({ code: response.status, error_code: expect.any(String), msg: expect.any(String) });
  }
}

/** Nothing outside dist/ ever comes back, and what comes back is a file of dist/, the app shell or the outbox page. */
function assertOnlyServedFiles(response: RawResponse): void {
  const text = response.body.toString('latin1');
  expect(text, 'canary from outside dist/ was served').not.toContain(CANARY);
  expect(text, '/etc/passwd was served').not.toMatch(/root:x?:0:0/);
  if ((response.status === 200 || response.status === 206) && response.body.length > 0) {
    const encoding = response.headers['content-encoding'];
    if (encoding) return;
    const isShell = text.includes('<div id="root"></div>');
    // The local outbox's own page (GET /_mail, trailing slash or not): rendered by the server, no file behind it.
    const isOutboxPage = response.body.toString().includes('<title>Outbox · ');
    const isDistBytes = served.some((file) => file.includes(response.body));
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    expect(isShell || isOutboxPage || isDistBytes || isJson, `served bytes that are no dist file: ${describeResponse(response)}`).toBe(true);
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

describe('hostile input against a real server process', () => {
  beforeAll(async () => {
    site = makeSite();
    served = listFiles(site.distDir).map((file) => readFileSync(file));
    server = await startProcess({
      site,
      dataDir: await pgliteDataDir(site),
      env: { ...RELAXED_LIMITS, AUTH_AUTOCONFIRM: 'true', AUTH_ANONYMOUS_USERS: 'true', AUTH_SECURE_PASSWORD_CHANGE: 'true' },
    });
    const signUp = await authFetch(server, '/signup', { method: 'POST', json: { email: 'fuzz-owner@example.com', password: 'secret123' } });
    const session = (await signUp.json()) as { access_token: string; user: { id: string } };
    expect(signUp.status).toBe(200);
    userToken = session.access_token;
    userId = session.user.id;
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    site?.cleanup();
    console.log(`bad input: ${checked} hostile requests, none answered 5xx`);
  });

  it('answers ≥ 900 malformed /auth/v1 requests without a 5xx, always in the documented error format', async () => {
    const request = fc.record({
      endpoint: fc.constantFrom(...ENDPOINTS),
      id: fc.oneof(fc.uuid(), nastyString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) || 'x'), fc.constant('USER')),
      query: hostileQuery,
      auth: fc.constantFrom('none', 'anon', 'service', 'user', 'garbage', 'alg-none', 'wrong-key'),
      legacy: fc.boolean(),
      contentType: hostileContentType,
      headers: hostileHeaders,
      body: hostileBody,
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [method, template] = r.endpoint.split(' ') as [string, string];
        const id = r.id === 'USER' ? userId : r.id;
        let pathname = `/auth/v1${template.replaceAll(':id', id)}`;
        if (r.query) pathname += (pathname.includes('?') ? '&' : '?') + r.query;
        const headers: Record<string, string> = { ...r.headers };
        if (r.contentType) headers['content-type'] = r.contentType;
        if (!r.legacy) headers['x-supabase-api-version'] = '2024-01-01';
        if (r.auth !== 'none') headers.apikey = r.auth === 'wrong-key' ? 'sb_publishable_not-a-key' : server.anonKey;
        const bearer: Record<string, string> = {
          anon: server.anonKey,
          service: server.serviceKey,
          user: userToken,
          garbage: 'not.a.jwt',
          'alg-none': 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSJ9.',
          'wrong-key': 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl',
        };
        if (bearer[r.auth]) headers.authorization = `Bearer ${bearer[r.auth]}`;
        const body = method === 'GET' ? undefined : r.body;
        const response = await rawRequest(server.url, { method, path: pathname, headers, body });
        checked += 1;
        const bodySize = Buffer.byteLength(body ?? '');
        if (response.connectionError) {
          // Each request asks `Connection: close` (rawRequest): a server that answers before reading a body it has
          // no use for (a refused key, an upload over the limit) then closes, and a client still writing meets a
          // broken pipe. Only a body larger than the socket buffers can still be on its way; nothing else may drop.
          expect(response.connectionError, `connection dropped: ${response.connectionError}`).toMatch(/EPIPE|ECONNRESET|socket hang up/);
          expect(bodySize, `connection dropped: ${response.connectionError}`).toBeGreaterThan(256 * 1024);
          return;
        }
        expect(response.status, describeResponse(response)).toBeGreaterThanOrEqual(200);
        expect(response.status, `${method} ${pathname.slice(0, 200)} → ${describeResponse(response)}`).toBeLessThan(500);
        if (NODE_PARSER_STATUSES.has(response.status)) expect(JSON.stringify(headers).length + pathname.length).toBeGreaterThan(8 * 1024);
        assertAuthErrorFormat(response, !r.legacy);
        expect(response.body.toString('latin1')).not.toContain(CANARY);
      }),
      { numRuns: 900, endOnFailure: true },
    );
  }, 300_000);

  it('answers ≥ 300 traversal, Range and method probes on the static server with nothing from outside dist/', async () => {
    const probe = fc.record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'),
      path: fc.oneof({ weight: 4, arbitrary: traversalPath }, { weight: 1, arbitrary: fc.constantFrom(site.assetPath, '/media/clip.mp4', '/', '/index.html', '/teacher/x') }),
      range: fc.option(hostileRange, { nil: undefined }),
      encoding: fc.constantFrom(undefined, 'br', 'gzip', 'identity', 'br;q=0, gzip;q=0', '*'),
    });
    await fc.assert(
      fc.asyncProperty(probe, async (p) => {
        const headers: Record<string, string> = {};
        if (p.range !== undefined) headers.range = p.range;
        if (p.encoding) headers['accept-encoding'] = p.encoding;
        const response = await rawRequest(server.url, { method: p.method, path: p.path, headers });
        checked += 1;
        expect(response.connectionError, p.path).toBeUndefined();
        expect(response.status, `${p.method} ${p.path} range=${p.range} → ${describeResponse(response)}`).toBeLessThan(500);
        assertOnlyServedFiles(response);
      }),
      { numRuns: 300, endOnFailure: true },
    );
  }, 180_000);

  it('refuses values that reach the database and that PostgreSQL cannot store, with a 4xx', async () => {
    const deep = deeplyNested(5_000, 'object');
    const cases: { method: string; path: string; token?: string; body: string }[] = [
      { method: 'POST', path: '/signup', body: '{"email":"nul-meta@example.com","password":"secret123","data":{"full_name":"a\\u0000b"}}' },
      { method: 'POST', path: '/signup', body: `{"email":"deep-meta@example.com","password":"secret123","data":${deep}}` },
      { method: 'POST', path: '/signup', body: '{"email":"nul\\u0000@example.com","password":"secret123"}' },
      { method: 'POST', path: '/signup', body: '{"email":"nul-pass@example.com","password":"secret\\u0000123"}' },
      { method: 'POST', path: '/signup', body: '{"email":"surrogate@example.com","password":"secret123","data":{"n":"\\ud800"}}' },
      { method: 'POST', path: '/token?grant_type=password', body: '{"email":"fuzz-owner@example.com","password":"x\\u0000"}' },
      { method: 'PUT', path: '/user', token: userToken, body: '{"data":{"full_name":"\\u0000"}}' },
      { method: 'PUT', path: '/user', token: userToken, body: `{"data":${deep}}` },
      { method: 'POST', path: '/admin/users', token: server.serviceKey, body: `{"email":"admin-deep@example.com","user_metadata":${deep},"app_metadata":{"x":"\\u0000"}}` },
      { method: 'POST', path: '/recover', body: '{"email":"fuzz-owner@example.com\\u0000"}' },
      { method: 'POST', path: '/verify', body: '{"type":"email","email":"fuzz-owner@example.com","token":"12\\u00003456"}' },
      { method: 'POST', path: '/otp', body: '{"email":"otp-nul@example.com","data":{"a":"\\u0000"}}' },
      { method: 'POST', path: '/signup', body: '{"data":{"anonymous":"\\u0000"}}' },
      { method: 'POST', path: '/signup', body: `{"data":${deep}}` },
      { method: 'POST', path: '/verify', body: '{"type":"sms","phone":"1555\\u0000123","token":"123456"}' },
      { method: 'POST', path: '/admin/generate_link', token: server.serviceKey, body: '{"type":"email_change_new","email":"fuzz-owner@example.com","new_email":"moved\\u0000@example.com"}' },
    ];
    for (const c of cases) {
      const headers: Record<string, string> = { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
      if (c.token) headers.authorization = `Bearer ${c.token}`;
      const response = await rawRequest(server.url, { method: c.method, path: `/auth/v1${c.path}`, headers, body: c.body });
      checked += 1;
      expect(response.status, `${c.method} ${c.path} ${c.body.slice(0, 120)} → ${describeResponse(response)}`).toBeLessThan(500);
      assertAuthErrorFormat(response, true);
    }
  });

  it('refuses the classic traversal spellings outright', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/assets/%2e%2e/%2e%2e/.env',
      '/media/..%2f..%2fsecret.txt',
      '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/....//....//secret.txt',
      '/auth/v1/../../secret.txt',
      '//secret.txt',
      '/db/pgdata/PG_VERSION',
    ];
    for (const attempt of attempts) {
      const response = await rawRequest(server.url, { method: 'GET', path: attempt });
      checked += 1;
      expect(response.status, attempt).toBeLessThan(500);
      assertOnlyServedFiles(response);
    }
  });

  it('serves ranges correctly and refuses unsatisfiable ones with 416', async () => {
    const part = await rawRequest(server.url, { method: 'GET', path: '/media/clip.mp4', headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(10);
    expect(part.headers['content-range']).toBe('bytes 10-19/65536');
    const beyond = await rawRequest(server.url, { method: 'GET', path: '/media/clip.mp4', headers: { range: 'bytes=70000-' } });
    expect(beyond.status).toBe(416);
    checked += 2;
  });

  it('is healthy afterwards: health check, sign-up, sign-in and /user all work', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const email = uniqueEmail('after-fuzz');
    expect((await authFetch(server, '/signup', { method: 'POST', json: { email, password: 'secret123' } })).status).toBe(200);
    const signIn = await passwordGrant(server, email, 'secret123');
    expect(signIn.status).toBe(200);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const user = await authFetch(server, '/user', { token: access_token });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe(email);
    expect(checked).toBeGreaterThanOrEqual(1_000);
  });
});
