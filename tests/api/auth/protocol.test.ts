import { describe, expect, it } from 'vitest';
import { suiteServer } from '../support/server.ts';

describe('wire protocol: keys, error formats, CORS, bad input', () => {
  const server = suiteServer();

  it('asks for an API key like the gateway does, in the header or the query', async () => {
    const none = await fetch(`${server.authUrl}/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${server.authUrl}/settings`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid API key' });
    const query = await fetch(`${server.authUrl}/settings?apikey=${server.anonKey}`);
    expect(query.status).toBe(200);
    const settings = await query.json();
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, external: { email: true, google: false } });
    const health = await fetch(`${server.authUrl}/health`);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('answers errors in the 2024-01-01 format when asked, legacy otherwise', async () => {
    const modern = await server.api('/token?grant_type=password', { method: 'POST', json: { email: 'no@one.test', password: 'x' } });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await modern.json()).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await server.api('/token?grant_type=password', { method: 'POST', json: { email: 'no@one.test', password: 'x' }, legacy: true });
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });

    const old = await server.api('/token?grant_type=password', {
      method: 'POST',
      json: { email: 'no@one.test', password: 'x' },
      legacy: true,
      headers: { 'x-supabase-api-version': '2023-05-01' },
    });
    expect((await old.json()).code).toBe(400);
  });

  it('turns broken JSON, wrong types and odd bodies into 400s, never 500s', async () => {
    const cases: { body: string; type?: string; code: string }[] = [
      { body: '{"email":', code: 'bad_json' },
      { body: 'email=a@b.co', type: 'application/x-www-form-urlencoded', code: 'bad_json' },
      { body: '[1,2]', code: 'validation_failed' },
      { body: '"text"', code: 'validation_failed' },
      { body: '{"email":5,"password":"secret12"}', code: 'validation_failed' },
      { body: '{"email":"a@b.co","password":{"x":1}}', code: 'validation_failed' },
      { body: '{"email":"a@b.co","password":"secret12","data":"x"}', code: 'validation_failed' },
    ];
    for (const item of cases) {
      const response = await fetch(`${server.authUrl}/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': item.type ?? 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: item.body,
      });
      expect(response.status, item.body).toBe(400);
      expect((await response.json()).code, item.body).toBe(item.code);
    }
    const huge = await server.api('/signup', { method: 'POST', json: { email: 'a@b.co', password: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    const nulls = await server.api('/recover', { method: 'POST', json: { email: 'ghost@example.com', code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} } });
    expect(nulls.status).toBe(200);
  });

  it('answers 404 in the error format for unknown and unsupported paths', async () => {
    for (const pathname of ['/nope', '/factors/recovery-codes', '/admin/sso/providers']) {
      const response = await server.api(pathname);
      expect(response.status, pathname).toBe(404);
      expect((await response.json()).code, pathname).toBe('not_found');
    }
    const slash = await server.api('/settings/');
    expect(slash.status).toBe(200);
  });

  it('answers CORS preflights without a key and exposes the headers the client reads', async () => {
    const preflight = await fetch(`${server.authUrl}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) expect(allowed).toContain(header);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const actual = await server.api('/settings', { headers: { origin: 'http://localhost:5173' } });
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(actual.headers.get('access-control-expose-headers')).toContain('x-sb-error-code');
    expect(actual.headers.get('vary')).toContain('Origin');
  });
});
