import { randomBytes } from 'node:crypto';

/**
 * The objects of the fake Stripe (tests/support/fakeStripe.ts), in the shapes of the API version the server
 * pins: a subscription's period lives on its items; an invoice names its subscription under parent.
 */

export type Interval = 'month' | 'year';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; has_more: false; url: string; data: FakeSubscriptionItem[] };
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  subscription: string;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  price: { id: string; object: 'price'; type: 'recurring'; recurring: { interval: Interval; interval_count: 1 } };
}

const DAY = 24 * 60 * 60;
const INTERVAL_SECONDS: Record<Interval, number> = { month: 30 * DAY, year: 365 * DAY };

/** An id as Stripe writes them: a prefix, an underscore, random letters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** A new subscription of `customer` to `price`: trialing for `trialDays` when there are some, else active for one interval. */
export function newSubscription(customer: string, price: string, interval: Interval, trialDays: number, nowSeconds: number): FakeSubscription {
  const id = stripeId('sub');
  const end = nowSeconds + (trialDays > 0 ? trialDays * DAY : INTERVAL_SECONDS[interval]);
  return {
    id,
    object: 'subscription',
    customer,
    status: trialDays > 0 ? 'trialing' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: nowSeconds,
    start_date: nowSeconds,
    trial_start: trialDays > 0 ? nowSeconds : null,
    trial_end: trialDays > 0 ? end : null,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          current_period_start: nowSeconds,
          current_period_end: end,
          price: { id: price, object: 'price', type: 'recurring', recurring: { interval, interval_count: 1 } },
        },
      ],
    },
  };
}

/** The next period of a subscription: it starts where the current one ends and lasts one interval. */
export function nextPeriod(subscription: FakeSubscription): void {
  for (const item of subscription.items.data) {
    item.current_period_start = item.current_period_end;
    item.current_period_end += INTERVAL_SECONDS[item.price.recurring.interval];
  }
}

/** The end of a subscription's current period, in seconds. */
export const periodEndOf = (subscription: FakeSubscription) => Math.max(...subscription.items.data.map((item) => item.current_period_end));

/** An invoice of a subscription, as invoice.paid and invoice.payment_failed carry it. */
export function invoiceOf(subscription: FakeSubscription, status: 'paid' | 'open') {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} }, quote_details: null },
  };
}

/** A form body as the SDK encodes it (`a[b][0][c]=v`), back into nested objects (arrays as objects keyed by index). */
export function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = result;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1) ?? key] = value;
  }
  return result;
}
