import Stripe from 'stripe';
import type { Database } from '../../db/database.ts';
import { isMissingAtStripe, type Payments } from './payments.ts';

/** The channel the migration's trigger notifies when a deleted member's customer is left to cancel. */
export const CANCELLATIONS_CHANNEL = 'billing_cancellations';

/** How long a process keeps a customer it took before another may try: Stripe's answer comes well before. */
const LEASE_MS = 5 * 60_000;

/** How often each process looks again for cancellations a failure left behind. */
const RETRY_INTERVAL_MS = 5 * 60_000;

/** Statuses Stripe has finished with: nothing more is charged, and cancelling is refused. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Takes the oldest customer left to cancel whose lease has run out, for LEASE_MS. */
async function takeNext(db: Database, now: number): Promise<string | undefined> {
  const { rows } = await db.query<{ customer_id: string }>(
    `update billing.stripe_cancellations set attempt_after = $2
      where customer_id = (select customer_id from billing.stripe_cancellations where attempt_after <= $1
                            order by requested_at limit 1 for update skip locked)
      returning customer_id`,
    [new Date(now).toISOString(), new Date(now + LEASE_MS).toISOString()],
  );
  return rows[0]?.customer_id;
}

/**
 * Our own retries (the lease) stand in for the SDK's, and a short timeout keeps a stopping server from waiting on
 * Stripe for long.
 */
const REQUEST = { maxNetworkRetries: 0, timeout: 15_000 };

/**
 * Stops what Stripe would still charge `customer` for: their open Checkout pages are expired (a member who deleted
 * their account with one open in another tab could otherwise still pay), then every subscription not ended is
 * cancelled at once. A customer Stripe no longer has has nothing to stop.
 */
async function stopCharging({ stripe }: Payments, customer: string): Promise<void> {
  try {
    for await (const session of stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }, REQUEST)) {
      await stripe.checkout.sessions.expire(session.id, {}, REQUEST);
    }
    for await (const subscription of stripe.subscriptions.list({ customer, limit: 100 }, REQUEST)) {
      if (!ENDED.has(subscription.status)) await stripe.subscriptions.cancel(subscription.id, {}, REQUEST);
    }
  } catch (error) {
    if (isMissingAtStripe(error)) return;
    throw error;
  }
}

/** A refusal about this customer alone (a 4xx other than too many requests): the next customer may still go through. */
const aboutThisCustomer = (error: Stripe.errors.StripeError) => error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;

/**
 * Stops the charges of every deleted member's customer that is due, and forgets each customer once Stripe has
 * answered. A customer Stripe refuses is left for a later try (its lease runs out); Stripe unreachable, failing or
 * limiting ends the round. `stopping` is asked between customers. Resolves to the customers done.
 */
export async function cancelDeletedMembersSubscriptions(
  db: Database,
  payments: Payments,
  now: number,
  { log, stopping }: { log?: (message: string) => void; stopping?: () => boolean } = {},
): Promise<number> {
  let done = 0;
  for (let customer = await takeNext(db, now); customer; customer = stopping?.() ? undefined : await takeNext(db, now)) {
    try {
      await stopCharging(payments, customer);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      log?.(`Stripe refused or could not be reached while cancelling ${customer}'s subscriptions (${error.message}); trying again in a few minutes`);
      if (aboutThisCustomer(error)) continue;
      return done;
    }
    await db.query('delete from billing.stripe_cancellations where customer_id = $1', [customer]);
    done += 1;
  }
  return done;
}

/**
 * Runs the cancellations at start, whenever a member with a Stripe customer is deleted (the trigger's
 * notification, in any process), and every few minutes for those a failure left behind. One round at a time per
 * process; several processes share the work through the leases. Resolves to a stop function.
 */
export async function watchDeletedMembers(db: Database, payments: Payments, now: () => number, log: (message: string) => void): Promise<() => Promise<void>> {
  let round: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  const run = () => {
    if (queued || stopped) return;
    queued = true;
    round = round.then(async () => {
      queued = false;
      await cancelDeletedMembersSubscriptions(db, payments, now(), { log, stopping: () => stopped }).catch((error: unknown) => log(`cancelling deleted members' subscriptions failed: ${String(error)}`));
    });
  };
  const unlisten = await db.listen(CANCELLATIONS_CHANNEL, {
    notify: run,
    reset: (live) => {
      if (live) run();
    },
  });
  const timer = setInterval(run, RETRY_INTERVAL_MS).unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
    await round;
  };
}
