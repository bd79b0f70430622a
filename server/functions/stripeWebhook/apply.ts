import type Stripe from 'stripe';
import type { Database, Queryable } from '../../db/database.ts';
import { memberOfCustomer, rememberCustomer } from '../stripe/customers.ts';
import { entitlementOf, type SubscriptionEntitlement } from './entitlementRule.ts';
import type { EventSubject } from './events.ts';

/** What became of an event: applied, a replay of one already applied, or about no member of ours. */
export type Outcome = 'applied' | 'replay' | 'not_ours';

const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/**
 * The member a subscription is for: the owner of its customer, or for a checkout just completed, the member
 * the checkout named (client_reference_id) when the session's customer is the subscription's; that customer is
 * then remembered as theirs.
 */
async function memberOf(tx: Queryable, subscription: Stripe.Subscription, checkout: EventSubject['checkout']): Promise<string | undefined> {
  const customerId = customerIdOf(subscription);
  const owner = await memberOfCustomer(tx, customerId);
  if (owner || checkout?.customerId !== customerId) return owner;
  const { rows } = await tx.query('select 1 from auth.users where id = $1', [checkout.userId]);
  if (rows.length === 0) return undefined;
  await rememberCustomer(tx, checkout.userId, customerId);
  return checkout.userId;
}

/** When the subscription was first seen past_due (now, if it just became so); cleared once it is not. */
async function pastDueSince(tx: Queryable, subscriptionId: string, userId: string, pastDue: boolean, now: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ past_due_since: Date | string | null }>(
    `insert into billing.stripe_subscriptions (subscription_id, user_id, past_due_since) values ($1, $2, $3::timestamptz)
     on conflict (subscription_id) do update set
       user_id = excluded.user_id,
       past_due_since = case when excluded.past_due_since is null then null
                             else coalesce(billing.stripe_subscriptions.past_due_since, excluded.past_due_since) end,
       updated_at = now()
     returning past_due_since`,
    [subscriptionId, userId, pastDue ? new Date(now).toISOString() : null],
  );
  const since = rows[0]?.past_due_since;
  return since ? new Date(since).getTime() : undefined;
}

/**
 * The subscription's one entitlement row, upserted by its id; an ended one keeps the earlier end it already had.
 * A row already as it should be is left alone (no touch, no line in the history).
 */
async function writeEntitlement(tx: Queryable, userId: string, subscriptionId: string, entitlement: SubscriptionEntitlement): Promise<void> {
  const { rows } = await tx.query<{ user_id: string; valid_until: Date | string; renews: boolean; status: string | null }>(
    'select user_id, valid_until, renews, status from public.entitlements where stripe_subscription_id = $1 for update',
    [subscriptionId],
  );
  const row = rows[0];
  const had = row ? new Date(row.valid_until).getTime() : undefined;
  const until = entitlement.ended && had !== undefined ? Math.min(had, entitlement.validUntil.getTime()) : entitlement.validUntil.getTime();
  if (row && row.user_id === userId && had === until && row.renews === entitlement.renews && row.status === entitlement.status) return;
  await tx.query(
    `insert into public.entitlements (user_id, source, valid_until, renews, status, stripe_subscription_id) values ($1, 'stripe', $2, $3, $4, $5)
     on conflict (stripe_subscription_id) do update set
       user_id = excluded.user_id, valid_until = excluded.valid_until, renews = excluded.renews, status = excluded.status`,
    [userId, new Date(until).toISOString(), entitlement.renews, entitlement.status, subscriptionId],
  );
}

/**
 * Applies a verified event in one transaction: its id is recorded first (a replay stops there), then the
 * subscription's state as just read from Stripe (undefined: Stripe has no such subscription) becomes its
 * member's entitlement at `now`.
 */
export async function applyEvent(db: Database, event: Stripe.Event, subject: EventSubject, subscription: Stripe.Subscription | undefined, now: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx.query('insert into billing.stripe_events (id, type) values ($1, $2) on conflict do nothing returning id', [event.id, event.type]);
    if (recorded.rows.length === 0) return 'replay';
    if (!subscription) return 'not_ours';
    const userId = await memberOf(tx, subscription, subject.checkout);
    if (!userId) return 'not_ours';
    const since = await pastDueSince(tx, subscription.id, userId, subscription.status === 'past_due', now);
    await writeEntitlement(tx, userId, subscription.id, entitlementOf(subscription, now, since));
    return 'applied';
  });
}
