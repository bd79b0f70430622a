import { loadAuthClient } from '../../lib/auth/authClient';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

/** The project's address without a trailing slash (`/storage/v1…`, `/functions/v1…` follow). */
export const projectUrl = () => readRuntimeConfig().supabaseUrl.replace(/\/+$/, '');

/** What every studio call to the server's functions and storage carries: the editor's access token and the anon key. */
export async function editorHeaders(): Promise<{ authorization: string; apikey: string }> {
  const { data } = await (await loadAuthClient()).getSession();
  return { authorization: `Bearer ${data.session?.access_token ?? ''}`, apikey: readRuntimeConfig().supabaseAnonKey };
}
