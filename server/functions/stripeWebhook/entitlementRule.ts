import type Stripe from 'stripe';

/** How long a subscription Stripe reports past_due keeps Premium, from when it was first seen so. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

const ENTITLING = new Set<string>(['trialing', 'active']);

/** A subscription's entitlement row: valid_until, renews and status (docs/premium.md#stripe). */
export interface SubscriptionEntitlement {
  status: string;
  validUntil: Date;
  renews: boolean;
  /** Premium has ended: valid_until is now, or earlier if the row already said so. */
  ended: boolean;
}

/**
 * The end of the current period: on this API version Stripe keeps it on each subscription item, not on the
 * subscription; with several items, the latest.
 */
export function currentPeriodEnd(subscription: Stripe.Subscription): number | undefined {
  const ends = subscription.items.data.map((item) => item.current_period_end * 1000);
  return ends.length > 0 ? Math.max(...ends) : undefined;
}

/**
 * What a subscription in its current state gives at `now`: trialing and active entitle until the period's end
 * (or an earlier scheduled cancellation, then without renewal); past_due keeps Premium for a grace from
 * `pastDueSince`, never beyond the period's end; every other status (canceled, unpaid, incomplete,
 * incomplete_expired, paused) ends it.
 */
export function entitlementOf(subscription: Stripe.Subscription, now: number, pastDueSince: number | undefined): SubscriptionEntitlement {
  const { status } = subscription;
  const end = currentPeriodEnd(subscription);
  if (ENTITLING.has(status) && end !== undefined) {
    const cancelAt = subscription.cancel_at === null ? undefined : subscription.cancel_at * 1000;
    const until = cancelAt === undefined ? end : Math.min(end, cancelAt);
    return { status, validUntil: new Date(until), renews: !subscription.cancel_at_period_end && cancelAt === undefined, ended: false };
  }
  if (status === 'past_due' && end !== undefined) {
    return { status, validUntil: new Date(Math.min((pastDueSince ?? now) + PAST_DUE_GRACE_MS, end)), renews: false, ended: false };
  }
  return { status, validUntil: new Date(now), renews: false, ended: true };
}
