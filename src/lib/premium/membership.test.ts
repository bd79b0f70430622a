import { describe, expect, it } from 'vitest';
import { membershipOf, type Entitlement } from './membership';

const now = new Date('2026-11-27T12:00:00Z');
const row = (source: Entitlement['source'], valid_until: string, renews = false): Entitlement => ({ source, valid_until, renews });

describe('what the profile says of a membership (docs/premium.md#pages)', () => {
  it('none without a row valid now; billing while the member has (or had) a Stripe subscription', () => {
    expect(membershipOf([], now)).toEqual({ kind: 'none', billing: false });
    expect(membershipOf([row('code', '2026-11-27T11:59:59Z')], now)).toEqual({ kind: 'none', billing: false });
    expect(membershipOf([row('stripe', '2026-10-01T00:00:00Z')], now)).toEqual({ kind: 'none', billing: true });
  });

  it('a Stripe subscription that renews: "Renews on" its date, whatever else the member holds', () => {
    const rows = [row('code', '2027-06-01T00:00:00Z'), row('stripe', '2026-12-27T00:00:00Z', true)];
    expect(membershipOf(rows, now)).toEqual({ kind: 'renews', date: '2026-12-27T00:00:00Z', billing: true });
  });

  it('a Stripe subscription that will not renew: "Ends on" its date, unless a code or grant lasts longer', () => {
    expect(membershipOf([row('stripe', '2026-12-27T00:00:00Z')], now)).toEqual({ kind: 'ends', date: '2026-12-27T00:00:00Z', billing: true });
    const longer = [row('stripe', '2026-12-27T00:00:00Z'), row('grant', '2027-02-01T00:00:00Z')];
    expect(membershipOf(longer, now)).toEqual({ kind: 'until', date: '2027-02-01T00:00:00Z', billing: true });
  });

  it('codes and grants: "Premium until" the latest end', () => {
    const rows = [row('code', '2027-01-01T00:00:00Z'), row('grant', '2027-03-01T00:00:00Z'), row('code', '2026-01-01T00:00:00Z')];
    expect(membershipOf(rows, now)).toEqual({ kind: 'until', date: '2027-03-01T00:00:00Z', billing: false });
  });
});
