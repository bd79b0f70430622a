import { loadAuthClient } from '../../lib/auth/authClient';
import { translate } from '../../lib/i18n/i18n';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

/** The project's address without a trailing slash (`/storage/v1…`, `/functions/v1…` follow). */
export const projectUrl = () => readRuntimeConfig().supabaseUrl.replace(/\/+$/, '');

/** What every studio call to the server's functions and storage carries: the editor's access token and the anon key. */
export async function editorHeaders(): Promise<{ authorization: string; apikey: string }> {
  const { data } = await (await loadAuthClient()).getSession();
  return { authorization: `Bearer ${data.session?.access_token ?? ''}`, apikey: readRuntimeConfig().supabaseAnonKey };
}

/** A function's JSON answer when the server accepted the call; else the sentence to show (the server's own, or a calm one of ours). */
export type FunctionAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** POST /functions/v1/<name> with `body` as JSON, as the signed-in editor. */
export async function callStudioFunction(name: string, body: unknown, fetcher: typeof fetch = fetch): Promise<FunctionAnswer> {
  try {
    const response = await fetcher(`${projectUrl()}/functions/v1/${name}`, {
      method: 'POST',
      headers: { ...(await editorHeaders()), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body: answer };
    return { ok: false, message: typeof answer.message === 'string' && answer.message ? answer.message : translate('studio.media.refused') };
  } catch {
    return { ok: false, message: translate('studio.media.callFailed') };
  }
}
