import type { PostgrestClient } from '@supabase/postgrest-js';
import { loadAuthClient, mayHoldSession } from '../auth/authClient';
import { readRuntimeConfig } from '../runtimeConfig';
import type { Database } from './schema';

export type DataClient = PostgrestClient<Database>;

/**
 * The bearer token of a data request: the member's access token (auth-js refreshes it first when it is
 * about to expire), else the anon key, as supabase-js sends them.
 */
async function bearerToken(anonKey: string): Promise<string> {
  if (!mayHoldSession()) return anonKey;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? anonKey;
}

let pending: Promise<DataClient> | undefined;

/**
 * The one client of the data API (`/rest/v1`, or a hosted Supabase project's), created on first use:
 * postgrest-js is loaded with a dynamic import, so it stays out of the first bundle.
 */
export function loadDataClient(): Promise<DataClient> {
  if (!pending) {
    pending = import('@supabase/postgrest-js').then(({ PostgrestClient }) => {
      const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
      const authorizedFetch: typeof fetch = async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Authorization', `Bearer ${await bearerToken(supabaseAnonKey)}`);
        return fetch(input, { ...init, headers });
      };
      return new PostgrestClient<Database>(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey },
        fetch: authorizedFetch,
      });
    });
    // A failed chunk load (offline, new deploy) must not poison every later call.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
