import { loadAuthClient } from './auth/authClient';
import { readRuntimeConfig } from './runtimeConfig';

/** A function's refusal: its HTTP status and `{ error, message }` (docs/functions.md). */
export class FunctionCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /functions/v1/<name> with a JSON body, as supabase-js's `functions.invoke` would: the anon key, and the
 * member's access token when signed in. The answer's JSON, or a FunctionCallError (status 0: no connection).
 */
export async function callFunction<Answer>(name: string, body: unknown): Promise<Answer> {
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  const { data } = await (await loadAuthClient()).getSession();
  const token = data.session?.access_token;
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FunctionCallError(0, 'offline', 'No connection.');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new FunctionCallError(response.status, String(answer.error ?? 'failed'), String(answer.message ?? response.statusText));
  return answer as Answer;
}
