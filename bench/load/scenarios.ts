import type { Options } from 'autocannon';
import type { ServerProcess } from '../../tests/hardening/support/serverProcess.ts';
import { PASSWORD, type Session } from './seed.ts';

function apiHeaders(server: ServerProcess, token?: string): Record<string, string> {
  return {
    apikey: server.anonKey,
    authorization: `Bearer ${token ?? server.anonKey}`,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  };
}

/** One request, sent over `connections` connections, its n-th copy given the headers and body `shape(n)` returns. */
function eachRequest(
  server: ServerProcess,
  connections: number,
  method: 'GET' | 'POST',
  path: string,
  shape: (n: number) => { headers: Record<string, string>; body?: string },
): Options {
  let n = 0;
  return { url: server.url, connections, requests: [{ method, path, setupRequest: (request) => ({ ...request, ...shape(n++) }) }] };
}

export function signIn(server: ServerProcess, sessions: Session[], connections: number): Options {
  return eachRequest(server, connections, 'POST', '/auth/v1/token?grant_type=password', (n) => ({
    headers: apiHeaders(server),
    body: JSON.stringify({ email: (sessions[n % sessions.length] as Session).email, password: PASSWORD }),
  }));
}

/**
 * Each refresh spends a token and gets its successor, so tokens circulate through a pool: a request
 * takes one, its answer puts the new one back. The pool outlives a run (the next run continues with
 * the live tokens), and holding more sessions than connections keeps every request on a live,
 * distinct token: the realistic path, rotation, not reuse.
 */
export function refresh(server: ServerProcess, pool: string[], connections: number): Options {
  return {
    url: server.url,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: apiHeaders(server),
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: pool.shift() ?? 'pool-exhausted' }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        },
      },
    ],
  };
}

/** A GET as one signed-in member after another. */
function signedInGet(server: ServerProcess, sessions: Session[], connections: number, path: string): Options {
  return eachRequest(server, connections, 'GET', path, (n) => ({ headers: apiHeaders(server, (sessions[n % sessions.length] as Session).access_token) }));
}

export function getUser(server: ServerProcess, sessions: Session[], connections: number): Options {
  return signedInGet(server, sessions, connections, '/auth/v1/user');
}

/** A member's own progress, newest first, through row-level security (what "Continue watching" reads): below /rest/v1. */
export const PROGRESS_READ = { path: '/watch_progress', query: 'select=*&order=updated_at.desc' };

export function readProgress(server: ServerProcess, sessions: Session[], connections: number): Options {
  return signedInGet(server, sessions, connections, `/rest/v1${PROGRESS_READ.path}?${PROGRESS_READ.query}`);
}

/** The player's periodic save: an upsert of one row (Prefer: resolution=merge-duplicates, return=minimal). */
export function upsertProgress(server: ServerProcess, sessions: Session[], connections: number): Options {
  return eachRequest(server, connections, 'POST', '/rest/v1/watch_progress', (i) => ({
    headers: { ...apiHeaders(server, (sessions[i % sessions.length] as Session).access_token), prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({ video_id: `video-${i % 10}`, position_seconds: i % 600, duration_seconds: 600 }),
  }));
}

/** The lightest auth route: an API key check and a fixed body, no token and no database. */
export function settings(server: ServerProcess, connections: number): Options {
  return { url: `${server.authUrl}/settings`, connections, headers: { apikey: server.anonKey } };
}

/** What the static runs send: a browser's request for brotli (the budget compares brotli bodies). */
export const STATIC_HEADERS = { 'accept-encoding': 'br' };

/** A static file from `baseUrl`: our server, or the bare server holding the same bytes. */
export function staticFile(baseUrl: string, path: string, connections: number): Options {
  return { url: `${baseUrl}${path}`, connections, headers: STATIC_HEADERS };
}

/**
 * Static files one after another on every connection (a flood of page loads), from a worker thread of the load
 * generator: reading the flood's large answers must not delay the timing of the requests measured beside it.
 */
export function staticFlood(server: ServerProcess, paths: string[], connections: number): Options {
  return { url: server.url, connections, workers: 1, requests: paths.map((path) => ({ method: 'GET', path, headers: STATIC_HEADERS })) };
}

export function bare(url: string, connections: number): Options {
  return { url, connections };
}
