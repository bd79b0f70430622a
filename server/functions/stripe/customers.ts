import type { Queryable } from '../../db/database.ts';
import { callStripe, type Payments } from './payments.ts';

/** The member's Stripe customer, or undefined when they have never gone to Checkout. */
export async function customerOf(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ customer_id: string }>('select customer_id from billing.stripe_customers where user_id = $1', [userId]);
  return rows[0]?.customer_id;
}

/** The member whose Stripe customer this is, if it is one of ours. */
export async function memberOfCustomer(db: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from billing.stripe_customers where customer_id = $1', [customerId]);
  return rows[0]?.user_id;
}

/** Remembers a member's customer; a member keeps the first one remembered. */
export async function rememberCustomer(db: Queryable, userId: string, customerId: string): Promise<void> {
  await db.query('insert into billing.stripe_customers (user_id, customer_id) values ($1, $2) on conflict do nothing', [userId, customerId]);
}

/**
 * One Stripe customer per member, made at their first checkout and reused ever after. The idempotency key makes
 * two checkouts started at once make one customer; the table keeps the first answer.
 */
export async function ensureCustomer(db: Queryable, { stripe }: Payments, userId: string, email: string | undefined): Promise<string> {
  const known = await customerOf(db, userId);
  if (known) return known;
  const customer = await callStripe(() =>
    stripe.customers.create({ ...(email ? { email } : {}), metadata: { user_id: userId } }, { idempotencyKey: `stillwater-customer-${userId}` }),
  );
  await rememberCustomer(db, userId, customer.id);
  return (await customerOf(db, userId)) ?? customer.id;
}
