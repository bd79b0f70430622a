import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch } from '../support/authApi.ts';
import { RELAXED_LIMITS } from '../support/limits.ts';
import { restBody, restHeaders, restPath, restQuery } from './support/hostileRest.ts';
import { rawRequest, type RawResponse } from './support/rawHttp.ts';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** Every operator PostgREST knows, and `not`, `in`, `is`: a word outside it before a dot is a typo. */
const OPERATORS = new Set(['not', 'in', 'is', 'isdistinct', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts']);

/** What must never appear in an answer: our SQL, a stack trace, a file path. */
const LEAKS = /pgrst_source|pgrst_target|json_agg|json_populate|set_config|\bselect\b[^"]*\bfrom\b|\n\s+at |\/work\/|node_modules|\.ts:\d+/i;

let site: Site;
let server: ServerProcess;
let checked = 0;
const statuses = new Map<number, number>();
const tokens: Record<string, string> = {};

async function member(email: string): Promise<string> {
  const response = await authFetch(server, '/signup', { method: 'POST', json: { email, password: 'secret123' } });
  return ((await response.json()) as { access_token: string }).access_token;
}

const describeResponse = (response: RawResponse) => `${response.status} ${response.connectionError ?? ''} ${response.body.subarray(0, 300).toString()}`;

describe('hostile requests against the data API of a real server process', () => {
  beforeAll(async () => {
    site = makeSite();
    server = await startProcess({ site, dataDir: await pgliteDataDir(site), env: { ...RELAXED_LIMITS, AUTH_AUTOCONFIRM: 'true' } });
    tokens.user = await member('rest-fuzz@example.com');
    tokens.bystander = await member('rest-bystander@example.com');
    const seeded = await fetch(`${server.url}/rest/v1/watch_progress`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${tokens.bystander}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ video_id: 'kept', position_seconds: 7, duration_seconds: 70 }]),
    });
    expect(seeded.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    site?.cleanup();
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`data API hostile input: ${checked} requests, none answered 5xx or leaked SQL (${spread})`);
  });

  it('answers ≥ 1,000 generated hostile requests with a 4xx or a 2xx, PostgREST-shaped, never SQL, a stack or a path', async () => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'),
      path: restPath,
      query: restQuery,
      headers: restHeaders,
      auth: fc.constantFrom('user', 'user', 'user', 'user', 'service', 'service', 'anon', 'none', 'garbage', 'alg-none', 'empty'),
      body: restBody,
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { ...r.headers };
        if (r.auth !== 'none') headers.apikey = server.anonKey;
        const bearer: Record<string, string> = {
          anon: server.anonKey,
          service: server.serviceKey,
          user: tokens.user as string,
          garbage: 'a.b.c',
          'alg-none': 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
          empty: '',
        };
        // service_role bypasses row-level security: it only reads, so the bystander's row must survive.
        const auth = r.auth === 'service' && !['GET', 'HEAD'].includes(r.method) ? 'user' : r.auth;
        if (bearer[auth] !== undefined) headers.authorization = `Bearer ${bearer[auth]}`;
        const path = `/rest/v1${r.path}${r.query ? `?${r.query}` : ''}`;
        const body = r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body;
        const response = await rawRequest(server.url, { method: r.method, path, headers, body });
        checked += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.connectionError) {
          // The server may close the connection on a body it never reads while the client is still writing it: one over
          // the 1 MiB limit (after its 413), or a preflight's (answered 204 before any body, as Supabase's gateway does).
          const unread = r.method === 'OPTIONS' ? 0 : 1024 * 1024;
          expect(Buffer.byteLength(body ?? ''), `connection dropped: ${response.connectionError}`).toBeGreaterThan(unread);
          return;
        }
        const where = `${r.method} ${path.slice(0, 300)} → ${describeResponse(response)}`;
        expect(response.status, where).toBeGreaterThanOrEqual(200);
        expect(response.status, where).toBeLessThan(500);
        const text = response.body.toString();
        expect(text, where).not.toMatch(LEAKS);
        if (response.status >= 400 && response.status !== 431 && r.method !== 'HEAD') {
          const error = JSON.parse(text) as Record<string, unknown>;
          const gateway = Object.keys(error).length === 1 && typeof error.message === 'string';
          if (!gateway) expect(Object.keys(error).sort(), where).toEqual(['code', 'details', 'hint', 'message']);
        }
      }),
      { numRuns: 1000, endOnFailure: true },
    );
  }, 600_000);

  it('a generated typo in a filter, limit, offset, order or Range never widens a read or a delete: 400 PGRST100, no rows (the row survives, below)', async () => {
    const word = fc.stringMatching(/^[a-z]{1,10}$/);
    const typo: fc.Arbitrary<{ query: string; range?: string }> = fc.oneof(
      word.filter((op) => !OPERATORS.has(op)).map((op) => ({ query: `video_id=${op}.kept` })),
      fc.stringMatching(/^[a-z_ ]{0,12}$/).map((value) => ({ query: `video_id=${encodeURIComponent(value)}` })),
      fc.constantFrom('not.', 'not.kept', 'in.kept', 'in.(kept', 'is.maybe', 'is.nullx', 'eq').map((value) => ({ query: `completed=${value}` })),
      fc
        .tuple(fc.constantFrom('limit', 'offset'), fc.string({ maxLength: 8 }).filter((value) => !/^\s*[-+]?\d+\s*$/.test(value)))
        .map(([name, value]) => ({ query: `${name}=${encodeURIComponent(value)}` })),
      word.filter((suffix) => !['asc', 'desc', 'nullsfirst', 'nullslast'].includes(suffix)).map((suffix) => ({ query: `order=video_id.${suffix}` })),
      fc
        .stringMatching(/^[0-9a-z ,;.-]{1,12}$/)
        .filter((value) => !/^\s*\d+-\d*\s*$/.test(value) && !/^[a-z][\w-]*=/i.test(value.trim()))
        .map((range) => ({ query: 'select=video_id', range })),
    );
    await fc.assert(
      fc.asyncProperty(typo, fc.constantFrom('GET', 'DELETE'), async ({ query, range }, method) => {
        const headers: Record<string, string> = { apikey: server.anonKey, authorization: `Bearer ${tokens.bystander}` };
        if (range !== undefined) headers.range = range;
        // Only reads read Range: a DELETE with nothing else wrong would rightly delete the row.
        const verb = range === undefined ? method : 'GET';
        const response = await rawRequest(server.url, { method: verb, path: `/rest/v1/watch_progress?video_id=eq.kept&${query}`, headers });
        const where = `${verb} ${query} ${range ?? ''} → ${describeResponse(response)}`;
        expect(response.status, where).toBe(400);
        expect(JSON.parse(response.body.toString()), where).toMatchObject({ code: 'PGRST100' });
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('is healthy afterwards, and a bystander member still has exactly their row', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const response = await fetch(`${server.url}/rest/v1/watch_progress?select=video_id,position_seconds`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${tokens.bystander}` },
    });
    expect(await response.json()).toEqual([{ video_id: 'kept', position_seconds: 7 }]);
    expect(checked).toBeGreaterThanOrEqual(1_000);
  });
});
