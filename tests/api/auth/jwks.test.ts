import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from '../support/members.ts';
import { startServer, suiteServer, type TestServer } from '../support/server.ts';

describe('JWKS with HS256 (the default)', () => {
  const server = suiteServer();

  it('publishes no keys, needs no API key, and getClaims verifies through GET /user', async () => {
    const response = await fetch(`${server.authUrl}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await response.json()).toEqual({ keys: [] });
    const { client } = await confirmedUser(server);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.role).toBe('authenticated');
  });
});

describe('JWKS with an ES256 signing key (JWT_SIGNING_KEYS)', () => {
  let server: TestServer;
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'test-es256', alg: 'ES256', key_ops: ['sign', 'verify'] };
    server = await startServer({ jwtSigningKeys: JSON.stringify({ keys: [jwk] }) });
  });
  afterAll(() => server.close());

  it('signs access tokens with the key and publishes only its public part', async () => {
    const jwks = await (await fetch(`${server.authUrl}/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', kid: 'test-es256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const { client } = await confirmedUser(server);
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: 'test-es256' });
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks));
    expect(payload.aud).toBe('authenticated');

    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(payload.sub);
    // User routes accept the asymmetric token, and the HS256 API keys still work.
    expect((await client.auth.getUser()).error).toBeNull();
  });
});
