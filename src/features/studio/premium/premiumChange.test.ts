import { describe, expect, it } from 'vitest';
import type { Change } from '../historyRequests';
import { premiumEventsOf } from './premiumChange';

const AT = '2026-12-01T10:00:00.000Z';
const change = (operation: Change['operation'], diff: Change['diff']): Change => ({
  id: 1,
  changed_at: AT,
  changed_by_email: 'editor@example.com',
  changed_by_role: 'authenticated',
  table_name: 'entitlements',
  row_id: 'member-id',
  operation,
  diff,
});

describe('a history row of an entitlement, told as the studio says it', () => {
  it('names the Premium a new row gives by its source', () => {
    const row = (source: string, status: string | null = null) => ({ source: { new: source }, valid_until: { new: '2027-01-01T00:00:00Z' }, status: { new: status }, id: { new: 'x' } });
    expect(premiumEventsOf(change('insert', row('grant')))).toEqual([{ kind: 'granted', until: '2027-01-01T00:00:00Z' }]);
    expect(premiumEventsOf(change('insert', row('code')))).toEqual([{ kind: 'redeemed', until: '2027-01-01T00:00:00Z' }]);
    expect(premiumEventsOf(change('insert', row('stripe', 'trialing')))).toEqual([{ kind: 'subscribed', until: '2027-01-01T00:00:00Z', status: 'trialing' }]);
  });

  it('says an end moved to the moment of the change is Premium ended, and any other a new end', () => {
    expect(premiumEventsOf(change('update', { valid_until: { old: '2031-06-30T23:59:59Z', new: AT } }))).toEqual([{ kind: 'ended' }]);
    expect(premiumEventsOf(change('update', { valid_until: { old: '2027-01-01T00:00:00Z', new: '2027-02-01T00:00:00Z' } }))).toEqual([
      { kind: 'until', until: '2027-02-01T00:00:00Z', previous: '2027-01-01T00:00:00Z' },
    ]);
  });

  it("tells a subscription's status and renewal as they change", () => {
    expect(premiumEventsOf(change('update', { status: { old: 'active', new: 'past_due' }, renews: { old: true, new: false } }))).toEqual([
      { kind: 'status', status: 'past_due', previous: 'active' },
      { kind: 'stopsRenewing' },
    ]);
    expect(premiumEventsOf(change('update', { renews: { old: false, new: true } }))).toEqual([{ kind: 'renews' }]);
    expect(premiumEventsOf(change('delete', { valid_until: { old: '2027-01-01T00:00:00Z' } }))).toEqual([{ kind: 'removed', until: '2027-01-01T00:00:00Z' }]);
  });
});
