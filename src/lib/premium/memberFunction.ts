import { loadAuthClient } from '../auth/authClient';
import { translate } from '../i18n/i18n';
import { readRuntimeConfig } from '../runtimeConfig';

/** The member-facing premium functions of docs/premium.md and what each is sent. */
export interface MemberFunctions {
  'redeem-code': { code: string };
  checkout: { planId: string };
  'billing-portal': Record<string, never>;
}

/** The answer's JSON when the server accepted the call; else its `error` code and the sentence to show (the server's own, or a calm one of ours). */
export type MemberFunctionAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; error: string; message: string };

/** `POST /functions/v1/{name}` as the signed-in member: their access token and the anon key, a JSON body. */
export async function callMemberFunction<Name extends keyof MemberFunctions>(
  name: Name,
  request: MemberFunctions[Name],
  fetcher: typeof fetch = fetch,
): Promise<MemberFunctionAnswer> {
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  try {
    const { data } = await (await loadAuthClient()).getSession();
    const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body };
    const message = typeof body.message === 'string' && body.message ? body.message : translate('premium.refused');
    return { ok: false, error: typeof body.error === 'string' ? body.error : 'refused', message };
  } catch {
    return { ok: false, error: 'unreachable', message: translate('premium.unreachable') };
  }
}

/** A function's answered `url` (checkout, billing-portal), if it is an https address (or http, for a local server). */
export function answeredUrl(body: Record<string, unknown>): string | null {
  if (typeof body.url !== 'string') return null;
  try {
    return ['https:', 'http:'].includes(new URL(body.url).protocol) ? body.url : null;
  } catch {
    return null;
  }
}

/** Leaves the site for Stripe's page (a module of its own so the tests can watch it). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
