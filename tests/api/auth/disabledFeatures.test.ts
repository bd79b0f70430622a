import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { confirmedUser } from '../support/members.ts';
import { SITE_URL, suiteServer } from '../support/server.ts';

/** An unsigned JWT-shaped ID token carrying `claims`: enough for the issuer GoTrue reads before refusing. */
function idTokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe.each(backends)('features this server does not run answer as GoTrue with them off (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('SSO/SAML: 404 saml_provider_disabled on every /sso path', async () => {
    for (const params of [{ domain: 'example.com' }, { providerId: randomUUID() }]) {
      const { data, error } = await server.client().auth.signInWithSSO(params);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    }
    for (const [method, pathname] of [['GET', '/sso/saml/metadata'], ['POST', '/sso/saml/acs'], ['GET', '/sso']]) {
      const response = await server.api(pathname as string, { method });
      expect(response.status, pathname).toBe(404);
      expect(await response.json(), pathname).toMatchObject({ code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    }
  });

  it('id_token sign-in: GoTrue’s request checks, then the provider it names is not enabled', async () => {
    const auth = server.client().auth;
    const google = await auth.signInWithIdToken({ provider: 'google', token: 'x' });
    expect(google.error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://accounts.google.com") is not enabled' });
    expect(google.data).toEqual({ user: null, session: null });

    const appleToken = idTokenWith({ iss: 'https://appleid.apple.com', sub: '1' });
    const apple = await auth.signInWithIdToken({ provider: 'apple', token: appleToken });
    expect(apple.error).toMatchObject({ code: 'provider_disabled', message: 'Provider (issuer "https://appleid.apple.com") is not enabled' });
    const unreadable = await auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expect(unreadable.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to detect issuer in ID token for Apple provider' });
    const notApple = await auth.signInWithIdToken({ provider: 'apple', token: idTokenWith({ iss: 'https://evil.example' }) });
    expect(notApple.error?.message).toBe('Detected ID token issuer is not an Apple ID token issuer');
    const azure = await auth.signInWithIdToken({ provider: 'azure', token: idTokenWith({ iss: 'https://login.microsoftonline.com/tenant/v2.0' }) });
    expect(azure.error?.message).toBe('Provider (issuer "https://login.microsoftonline.com/tenant/v2.0") is not enabled');
    const keycloak = await auth.signInWithIdToken({ provider: 'keycloak', token: 'x' });
    expect(keycloak.error?.message).toBe('Provider (issuer "") is not enabled');

    const custom = await auth.signInWithIdToken({ provider: 'custom:corp', token: 'x' });
    expect(custom.error).toMatchObject({ code: 'validation_failed', message: 'Custom OAuth providers are disabled' });
    const unknown = await auth.signInWithIdToken({ provider: 'myspace' as never, token: 'x' });
    expect(unknown.error).toMatchObject({ code: 'validation_failed', message: 'Custom OIDC provider "myspace" not allowed' });

    const noToken = await server.api('/token?grant_type=id_token', { method: 'POST', json: { provider: 'google' } });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const noProvider = await server.api('/token?grant_type=id_token', { method: 'POST', json: { id_token: 'x', client_id: 'c' } });
    expect(await noProvider.json()).toEqual({ error: 'invalid request', error_description: 'provider or client_id and issuer required' });
  });

  it('identity linking: manual_linking_disabled once signed in, the id_token kind after the token is checked', async () => {
    const { client } = await confirmedUser(server);
    const oauth = await client.auth.linkIdentity({ provider: 'github' });
    expect(oauth.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const withToken = await client.auth.linkIdentity({ provider: 'google', token: 'x' });
    expect(withToken.error).toMatchObject({ code: 'provider_disabled' });

    const { data } = await client.auth.getSession();
    const identity = data.session!.user.identities![0]!;
    const unlink = await server.api(`/user/identities/${identity.identity_id}`, { method: 'DELETE', token: data.session!.access_token });
    expect(unlink.status).toBe(404);
    expect((await unlink.json()).code).toBe('manual_linking_disabled');
    const anonymous = await server.api('/user/identities/authorize?provider=github');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('no_authorization');
    // Linking by id_token authenticates first: the anon key is no user.
    const anonKey = await server.api('/token?grant_type=id_token', { method: 'POST', token: server.anonKey, json: { provider: 'google', id_token: 'x', link_identity: true } });
    expect(anonKey.status).toBe(403);
    expect((await anonKey.json()).code).toBe('bad_jwt');
  });

  it('Web3: 422 web3_provider_disabled for either chain', async () => {
    for (const chain of ['ethereum', 'solana'] as const) {
      const credentials = chain === 'ethereum' ? { chain, message: 'Sign in', signature: '0x00' as const } : { chain, message: 'Sign in', signature: new Uint8Array(64) };
      const { data, error } = await server.client().auth.signInWithWeb3(credentials as never);
      expect(data).toEqual({ user: null, session: null });
      expect(error).toMatchObject({ status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    }
  });

  it('passkeys: 404 passkey_disabled on every /passkeys path, signed in or not; admins list none', async () => {
    const { client } = await confirmedUser(server);
    const list = await client.auth.passkey.list();
    expect(list.error).toMatchObject({ status: 404, code: 'passkey_disabled', message: 'Passkeys are disabled' });
    const start = await server.client().auth.passkey.startAuthentication();
    expect(start.error).toMatchObject({ code: 'passkey_disabled' });
    const remove = await server.api(`/passkeys/${randomUUID()}`, { method: 'DELETE' });
    expect(remove.status).toBe(404);
    expect((await remove.json()).code).toBe('passkey_disabled');

    const admin = server.admin().auth.admin;
    const userId = (await client.auth.getUser()).data.user!.id;
    expect(await admin.passkey.listPasskeys({ userId })).toEqual({ data: [], error: null });
    const gone = await admin.passkey.listPasskeys({ userId: randomUUID() });
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
    const deleted = await admin.passkey.deletePasskey({ userId, passkeyId: randomUUID() });
    expect(deleted.error).toMatchObject({ status: 404, code: 'validation_failed', message: 'Passkey not found' });
  });

  it('the OAuth 2.1 server and custom providers: 404 feature_disabled, after the key or token GoTrue checks first', async () => {
    const { client } = await confirmedUser(server);
    const details = await client.auth.oauth.getAuthorizationDetails(randomUUID());
    expect(details.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
    const grants = await client.auth.oauth.listGrants();
    expect(grants.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
    const metadata = await server.api('/.well-known/oauth-authorization-server');
    expect(metadata.status).toBe(404);
    expect((await metadata.json()).message).toBe('OAuth server is disabled');

    const admin = server.admin().auth.admin;
    const clients = await admin.oauth.listClients();
    expect(clients.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
    const providers = await admin.customProviders.listProviders();
    expect(providers.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'Custom OAuth providers are disabled' });
    const notAdmin = await server.api('/admin/oauth/clients', { token: (await client.auth.getSession()).data.session!.access_token });
    expect(notAdmin.status).toBe(403);
    expect((await notAdmin.json()).code).toBe('not_admin');
  });

  it('OAuth sign-in: /authorize names the provider it cannot use, /callback sends the browser back with the error, both without a key', async () => {
    const known = await fetch(`${server.authUrl}/authorize?provider=Google`);
    expect(known.status).toBe(400);
    expect(await known.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    const unknown = await server.api('/authorize?provider=myspace');
    expect((await unknown.json()).message).toBe('Unsupported provider: Provider myspace could not be found');
    const custom = await server.api('/authorize?provider=custom:corp');
    expect((await custom.json()).message).toBe('Unsupported provider: custom OAuth providers are disabled');

    const cases: [string, string, string][] = [
      ['', 'bad_oauth_callback', 'OAuth state parameter missing'],
      ['?state=nope', 'bad_oauth_state', 'OAuth state parameter is invalid'],
      [`?state=${randomUUID()}`, 'bad_oauth_state', 'OAuth state not found or expired'],
    ];
    for (const [query, code, description] of cases) {
      const response = await fetch(`${server.authUrl}/callback${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(SITE_URL);
      expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'invalid_request', error_code: code, error_description: description });
    }
  });
});
