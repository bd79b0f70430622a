import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { header } from '../../http/apiKey.ts';
import type { BodyRule, EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { paymentsOf, readFromStripe, type Payments } from '../stripe/payments.ts';
import { applyEvent } from './apply.ts';
import { subjectOf } from './events.ts';

const BODY: BodyRule = {
  types: ['application/json'],
  limit: 1024 * 1024,
  wrongType: 'Stripe sends its events as JSON, with application/json as Content-Type.',
  tooLarge: "This request is larger than 1 MB: Stripe's events are smaller than that.",
};

const EVENT = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) });

const RECEIVED = { received: true } as const;

/** The event, if its Stripe-Signature is the webhook secret's over these exact bytes, made within Stripe's tolerance of `now`. */
function verifiedEvent({ stripe, webhookSecret }: Payments, request: FastifyRequest, now: number): Stripe.Event {
  const signature = header(request, 'stripe-signature');
  const body = request.body;
  let event: Stripe.Event;
  try {
    if (!signature || !Buffer.isBuffer(body)) throw new Error('unsigned');
    event = stripe.webhooks.constructEvent(body, signature, webhookSecret, undefined, undefined, now);
  } catch {
    throw new FunctionError(400, 'invalid_signature', 'This request does not carry a valid Stripe-Signature for its body: nothing was done.');
  }
  if (!EVENT.safeParse(event).success) throw new FunctionError(400, 'invalid_event', 'This event has no id or type Stripe would give it.');
  return event;
}

async function alreadyApplied(context: FunctionContext, eventId: string): Promise<boolean> {
  const { rows } = await context.db.query('select 1 from billing.stripe_events where id = $1', [eventId]);
  return rows.length > 0;
}

/** The subscription as Stripe has it now (events may arrive late or out of order); undefined when Stripe has none by that id. */
async function currentSubscription({ stripe }: Payments, subscriptionId: string): Promise<Stripe.Subscription | undefined> {
  return readFromStripe(() => stripe.subscriptions.retrieve(subscriptionId));
}

/**
 * POST /functions/v1/stripe-webhook: Stripe's events, with no API key, signed (docs/premium.md#stripe). A
 * verified event about a subscription re-reads it from Stripe and applies its current state to its member's
 * entitlement, once per event id; every other verified event is answered 200 and left alone.
 */
export function stripeWebhook(context: FunctionContext): EdgeFunction {
  return {
    name: 'stripe-webhook',
    method: 'POST',
    withoutApiKey: true,
    body: BODY,
    async authorize() {
      paymentsOf(context);
    },
    async handle(request) {
      const payments = paymentsOf(context);
      const event = verifiedEvent(payments, request, context.now());
      const subject = subjectOf(event);
      if (!subject || (await alreadyApplied(context, event.id))) return RECEIVED;
      const subscription = await currentSubscription(payments, subject.subscriptionId);
      const outcome = await applyEvent(context.db, event, subject, subscription, context.now());
      request.log.info({ event: event.id, type: event.type, subscription: subject.subscriptionId, outcome }, 'stripe event');
      return RECEIVED;
    },
  };
}
