import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../data/schema';
import { readRuntimeConfig } from '../runtimeConfig';

export type CatalogClient = PostgrestClient<Database>;

let pending: Promise<CatalogClient> | undefined;

/**
 * The data API as a visitor reads it: always the anon key, never a member's token, so an editor browsing the
 * site sees what everyone sees (drafts stay in the studio) and the server's pages and the app's agree.
 */
export function loadPublicCatalogClient(): Promise<CatalogClient> {
  if (!pending) {
    pending = import('@supabase/postgrest-js').then(({ PostgrestClient }) => {
      const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
      return new PostgrestClient<Database>(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
        // A page waits on its answer: offline, fall back at once on what this browser read before
        // (rememberedData.ts) rather than after postgrest-js's retries (7 s).
        retry: false,
      });
    });
    // A failed chunk load (offline, new deploy) must not poison every later call.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
