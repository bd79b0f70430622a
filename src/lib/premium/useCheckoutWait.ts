import { useEffect, useState } from 'react';
import { readEntitlements } from './entitlements';
import type { Entitlement } from './membership';

/** How often the page asks whether Stripe's webhook has landed, and for how long before it says so calmly. */
export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_WAIT_MS = 3 * 60_000;

export type CheckoutWait = { state: 'waiting' } | { state: 'welcome'; until: string } | { state: 'slow' };

/** The subscription Stripe's webhook gave the member, if it has landed: a Stripe row still valid. */
function subscriptionOf(rows: Entitlement[], now: number): Entitlement | undefined {
  return rows.find((row) => row.source === 'stripe' && Date.parse(row.valid_until) > now);
}

/**
 * Back from Stripe Checkout: reads the member's entitlements every 2 s until a subscription's row is there
 * ("Welcome to Premium"), or, after a few minutes without one, stops and says it is taking longer (`slow`).
 * A failed read is one more try, not an error: the webhook may be a moment away.
 */
export function useCheckoutWait(userId: string): CheckoutWait {
  const [wait, setWait] = useState<CheckoutWait>({ state: 'waiting' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + CHECKOUT_WAIT_MS;
    const poll = async () => {
      const rows = await readEntitlements().catch(() => []);
      if (stopped) return;
      const found = subscriptionOf(rows, Date.now());
      if (found) return setWait({ state: 'welcome', until: found.valid_until });
      if (Date.now() + CHECKOUT_POLL_MS > deadline) return setWait({ state: 'slow' });
      timer = setTimeout(() => void poll(), CHECKOUT_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId]);
  return wait;
}
