import { callStudioFunction, type FunctionAnswer } from '../functionRequest';
import type { Change } from '../historyRequests';

/** What POST /functions/v1/member-premium answers (docs/premium.md#studio). */
export interface MemberSummary {
  id: string;
  email: string | null;
  created_at: string;
  entitled_until: string | null;
}

export interface MemberView {
  member: { id: string; email: string | null; created_at: string };
  entitledUntil: string | null;
  entitlements: { id: string; source: 'stripe' | 'code' | 'grant'; valid_until: string; status: string | null }[];
  history: Change[];
  /** When the page received this view (ms): a row valid then is what entitles the member. */
  receivedAt: number;
}

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };
const as = <T>(answer: FunctionAnswer, read: (body: Record<string, unknown>) => T): Answer<T> => (answer.ok ? { ok: true, value: read(answer.body) } : answer);
const memberPremium = (body: Record<string, unknown>) => callStudioFunction('member-premium', body);

export const searchMembers = async (query: string) => as(await memberPremium({ action: 'search', query }), (body) => body.members as MemberSummary[]);
const viewOf = (body: Record<string, unknown>) => ({ ...body, receivedAt: Date.now() }) as unknown as MemberView;
export const getMember = async (userId: string) => as(await memberPremium({ action: 'get', userId }), viewOf);
export const grantPremium = async (userId: string, until: string) => as(await memberPremium({ action: 'grant', userId, until }), viewOf);
export const endPremium = async (userId: string) => as(await memberPremium({ action: 'end', userId }), viewOf);
