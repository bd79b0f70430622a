import { callFunction, type FunctionAnswer } from '../functionCall';
import { translate } from '../i18n/i18n';
import './messages';

/** The member-facing premium functions of docs/premium.md and what each is sent. */
export interface MemberFunctions {
  'redeem-code': { code: string };
  checkout: { planId: string };
  'billing-portal': Record<string, never>;
}

/** `POST /functions/v1/{name}` as the signed-in member: their access token and the anon key, a JSON body. */
export function callMemberFunction<Name extends keyof MemberFunctions>(name: Name, request: MemberFunctions[Name], fetcher: typeof fetch = fetch): Promise<FunctionAnswer> {
  return callFunction(name, request, { refused: translate('premium.refused'), unreachable: translate('premium.unreachable') }, fetcher);
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
