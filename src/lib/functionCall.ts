import { loadAuthClient } from './auth/authClient';
import { readRuntimeConfig } from './runtimeConfig';

/** A function's JSON answer when the server accepted the call; else its `error` code and the sentence to show. */
export type FunctionAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; error: string; message: string };

/** What to say when the server refused with no sentence of its own, and when it could not be reached. */
export interface FallbackMessages {
  refused: string;
  unreachable: string;
}

/**
 * POST /functions/v1/<name> with a JSON body, as supabase-js's `functions.invoke` sends it: the anon key, and the
 * member's access token when signed in (else the anon key again, which the server takes for a visitor).
 */
export async function callFunction(name: string, body: unknown, fallback: FallbackMessages, fetcher: typeof fetch = fetch): Promise<FunctionAnswer> {
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  try {
    const { data } = await (await loadAuthClient()).getSession();
    const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body: answer };
    const message = typeof answer.message === 'string' && answer.message ? answer.message : fallback.refused;
    return { ok: false, error: typeof answer.error === 'string' ? answer.error : 'refused', message };
  } catch {
    return { ok: false, error: 'unreachable', message: fallback.unreachable };
  }
}
