import Stripe from 'stripe';
import type { Database } from '../../db/database.ts';
import type { Payments } from './payments.ts';

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

/** Cancels, at once, every subscription of `customer` Stripe would still charge; a customer Stripe no longer has has none. */
async function cancelSubscriptionsOf({ stripe }: Payments, customer: string): Promise<void> {
  try {
    for await (const subscription of stripe.subscriptions.list({ customer, limit: 100 })) {
      if (!ENDED.has(subscription.status)) await stripe.subscriptions.cancel(subscription.id);
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
    throw error;
  }
}

/**
 * Cancels the Stripe subscriptions of every deleted member's customer that is due, and forgets each customer
 * once Stripe has answered. A failure of Stripe leaves that customer for a later try (its lease runs out) and
 * ends this round; resolves to the customers done.
 */
export async function cancelDeletedMembersSubscriptions(db: Database, payments: Payments, now: number, log?: (message: string) => void): Promise<number> {
  let done = 0;
  for (let customer = await takeNext(db, now); customer; customer = await takeNext(db, now)) {
    try {
      await cancelSubscriptionsOf(payments, customer);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      log?.(`Stripe refused or could not be reached while cancelling ${customer}'s subscriptions (${error.message}); trying again in a few minutes`);
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
  const run = () => {
    if (queued) return;
    queued = true;
    round = round.then(async () => {
      queued = false;
      await cancelDeletedMembersSubscriptions(db, payments, now(), log).catch((error: unknown) => log(`cancelling deleted members' subscriptions failed: ${String(error)}`));
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
    clearInterval(timer);
    unlisten();
    await round;
  };
}
