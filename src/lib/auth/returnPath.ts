import { paths } from '../../../shared/routes';

/** The query parameter of /login that names the page to come back to after signing in. */
const RETURN_PARAM = 'next';

/** /login, then back to `back` (a path of this site, with its query) once the member has signed in. */
export function signInThenBackTo(back: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}

/**
 * Where signing in leads from a /login address: its `next` when that is a path of this site, else home. An
 * absolute or protocol-relative address (`//evil.example`) is never followed.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/')) return paths.home;
  const base = 'https://site.invalid';
  const url = new URL(next, base);
  return url.origin === base ? url.pathname + url.search + url.hash : paths.home;
}
