import type { Change } from '../historyRequests';

/** A change of a member's entitlement, told as the studio says it: which kind of Premium, until when, what moved. */
export type PremiumEvent =
  | { kind: 'granted' | 'redeemed'; until: string }
  | { kind: 'subscribed'; until: string; status: string }
  | { kind: 'ended' }
  | { kind: 'until'; until: string; previous: string }
  | { kind: 'status'; status: string; previous: string }
  | { kind: 'renews' | 'stopsRenewing' }
  | { kind: 'removed'; until: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What one history row of `public.entitlements` says (its `diff` holds the whole row when added, the columns that
 * changed otherwise). An end moved to the moment of the change is Premium ended.
 */
export function premiumEventsOf(change: Change): PremiumEvent[] {
  const diff = change.diff as Record<string, { old?: unknown; new?: unknown } | undefined>;
  const until = text(diff.valid_until?.new);
  if (change.operation === 'insert') {
    const source = text(diff.source?.new);
    if (source === 'stripe') return [{ kind: 'subscribed', until, status: text(diff.status?.new) }];
    return [{ kind: source === 'code' ? 'redeemed' : 'granted', until }];
  }
  if (change.operation === 'delete') return [{ kind: 'removed', until: text(diff.valid_until?.old) }];
  const events: PremiumEvent[] = [];
  if (diff.valid_until) {
    const ended = Date.parse(until) <= Date.parse(change.changed_at) + 1000;
    events.push(ended ? { kind: 'ended' } : { kind: 'until', until, previous: text(diff.valid_until.old) });
  }
  if (diff.status) events.push({ kind: 'status', status: text(diff.status.new), previous: text(diff.status.old) });
  if (diff.renews) events.push({ kind: diff.renews.new === true ? 'renews' : 'stopsRenewing' });
  return events;
}
