/** Where a test server's auth API answers, and the key a visitor's app sends it. */
export interface AuthServer {
  authUrl: string;
  anonKey: string;
}

export type AuthFetchInit = RequestInit & { json?: unknown; token?: string; legacy?: boolean };

/**
 * fetch against the auth API, redirects not followed: the anon key unless `init` sets an apikey, a bearer `token`,
 * a `json` body, and the 2024 API version header unless `legacy`.
 */
export function authFetch(server: AuthServer, pathname: string, init: AuthFetchInit = {}): Promise<Response> {
  const { json, token, legacy, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('apikey')) headers.set('apikey', server.anonKey);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (!legacy) headers.set('x-supabase-api-version', '2024-01-01');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  return fetch(`${server.authUrl}${pathname}`, { ...rest, headers, body, redirect: 'manual' });
}

/** A password sign-in: POST /token?grant_type=password. */
export function passwordGrant(server: AuthServer, email: string, password: string): Promise<Response> {
  return authFetch(server, '/token?grant_type=password', { method: 'POST', json: { email, password } });
}
