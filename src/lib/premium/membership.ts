import type { Database } from '../data/schema';

export type Entitlement = Pick<Database['public']['Tables']['entitlements']['Row'], 'source' | 'valid_until' | 'renews'>;

/**
 * What the profile says of a member's Premium (docs/premium.md#pages). `billing`: they have (or had) a Stripe
 * subscription, so Stripe's customer portal has something to show them.
 */
export type Membership = ({ kind: 'none' } | { kind: 'renews' | 'ends' | 'until'; date: string }) & { billing: boolean };

const latest = (rows: Entitlement[]) => rows.reduce((a, b) => (Date.parse(b.valid_until) > Date.parse(a.valid_until) ? b : a));

/**
 * From the member's rows still valid `now`: a Stripe subscription that renews → "Renews on" its date; else, when
 * the latest end is a Stripe subscription's that will not renew → "Ends on"; else "Premium until" the latest end
 * (a code or a grant, or either outlasting a subscription that ends).
 */
export function membershipOf(rows: readonly Entitlement[], now: Date): Membership {
  const billing = rows.some((row) => row.source === 'stripe');
  const valid = rows.filter((row) => Date.parse(row.valid_until) > now.getTime());
  if (valid.length === 0) return { kind: 'none', billing };
  const renewing = valid.filter((row) => row.source === 'stripe' && row.renews);
  if (renewing.length > 0) return { kind: 'renews', date: latest(renewing).valid_until, billing };
  const last = latest(valid);
  return { kind: last.source === 'stripe' ? 'ends' : 'until', date: last.valid_until, billing };
}
