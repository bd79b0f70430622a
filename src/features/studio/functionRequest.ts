import { loadAuthClient } from '../../lib/auth/authClient';
import { callFunction, type FunctionAnswer } from '../../lib/functionCall';
import { translate } from '../../lib/i18n/i18n';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

/** The project's address without a trailing slash (`/storage/v1…`, `/functions/v1…` follow). */
export const projectUrl = () => readRuntimeConfig().supabaseUrl.replace(/\/+$/, '');

/** What every studio call to the server's functions and storage carries: the editor's access token and the anon key. */
export async function editorHeaders(): Promise<{ authorization: string; apikey: string }> {
  const { data } = await (await loadAuthClient()).getSession();
  return { authorization: `Bearer ${data.session?.access_token ?? ''}`, apikey: readRuntimeConfig().supabaseAnonKey };
}

export type { FunctionAnswer };

/** POST /functions/v1/<name> with `body` as JSON, as the signed-in editor. */
export function callStudioFunction(name: string, body: unknown, fetcher: typeof fetch = fetch): Promise<FunctionAnswer> {
  return callFunction(name, body, { refused: translate('studio.media.refused'), unreachable: translate('studio.media.callFailed') }, fetcher);
}
