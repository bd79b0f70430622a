/** What a mail link left in the address bar when it landed back on the site. */
export type AuthCallback =
  | { kind: 'none' }
  | { kind: 'session'; type: string }
  | { kind: 'error'; code: string; description: string }
  /** A note without a session: the first of the two links of a secure email change. */
  | { kind: 'message'; description: string };

export function readAuthCallback(location: Pick<Location, 'hash' | 'search'>): AuthCallback {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  // PKCE-style errors also come in the query string; the fragment wins as auth-js reads it.
  const query = new URLSearchParams(location.search);
  const get = (key: string) => params.get(key) ?? query.get(key);

  const error = get('error');
  const description = get('error_description');
  const code = get('error_code');
  if (error || description || code) {
    return { kind: 'error', code: code ?? error ?? '', description: description ?? error ?? code ?? '' };
  }
  if (params.get('access_token')) return { kind: 'session', type: params.get('type') ?? '' };
  const message = params.get('message');
  if (message) return { kind: 'message', description: message };
  return { kind: 'none' };
}

/** Removes a consumed error or message callback from the address bar, keeping the path. */
export function clearAuthCallbackFromUrl(): void {
  const url = new URL(window.location.href);
  for (const key of ['error', 'error_code', 'error_description', 'sb']) url.searchParams.delete(key);
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}
