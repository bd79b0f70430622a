import type Stripe from 'stripe';
import { z } from 'zod';

/** What an event is about: the subscription to re-read, and for a completed checkout, whose it is. */
export interface EventSubject {
  subscriptionId: string;
  /** A checkout's client_reference_id (the member's id) and the customer it was paid with. */
  checkout?: { userId: string; customerId: string };
}

/** An expandable reference: Stripe sends the id, or the object when expanded. */
const ID = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((object) => object.id)]);
const USER_ID = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

const SESSION = z.object({ mode: z.string(), subscription: ID.nullish(), customer: ID.nullish(), client_reference_id: z.string().nullish() });
const SUBSCRIPTION = z.object({ id: z.string().min(1) });
const INVOICE = z.object({ parent: z.object({ subscription_details: z.object({ subscription: ID }).nullish() }).nullish() });

function completedCheckout(object: unknown): EventSubject | undefined {
  const session = SESSION.safeParse(object);
  if (!session.success || session.data.mode !== 'subscription' || !session.data.subscription) return undefined;
  const { subscription, customer, client_reference_id: reference } = session.data;
  const userId = USER_ID.safeParse(reference);
  return { subscriptionId: subscription, ...(userId.success && customer ? { checkout: { userId: userId.data.toLowerCase(), customerId: customer } } : {}) };
}

function subscriptionEvent(object: unknown): EventSubject | undefined {
  const subscription = SUBSCRIPTION.safeParse(object);
  return subscription.success ? { subscriptionId: subscription.data.id } : undefined;
}

function invoiceEvent(object: unknown): EventSubject | undefined {
  const subscription = INVOICE.safeParse(object).data?.parent?.subscription_details?.subscription;
  return subscription ? { subscriptionId: subscription } : undefined;
}

/** The event types the webhook acts on; Stripe's others are answered 2xx and left alone. */
const SUBJECTS: Record<string, (object: unknown) => EventSubject | undefined> = {
  'checkout.session.completed': completedCheckout,
  'customer.subscription.created': subscriptionEvent,
  'customer.subscription.updated': subscriptionEvent,
  'customer.subscription.deleted': subscriptionEvent,
  'invoice.paid': invoiceEvent,
  'invoice.payment_failed': invoiceEvent,
};

/** The subscription a verified event is about, when it is one the webhook uses (a one-off payment's checkout is not). */
export function subjectOf(event: Stripe.Event): EventSubject | undefined {
  const subject = Object.hasOwn(SUBJECTS, event.type) ? SUBJECTS[event.type] : undefined;
  return subject?.((event.data as { object?: unknown } | undefined)?.object);
}
