import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../server/functions/stripe/payments.ts';
import {
  invoiceOf,
  newSubscription,
  nextPeriod,
  parseForm,
  periodEndOf,
  stripeId,
  type FakeSubscription,
  type Interval,
} from './fakeStripeObjects.ts';

/**
 * A small local stand-in for the few Stripe endpoints the server calls (customers, Checkout Sessions,
 * prices and subscriptions retrieve, subscriptions list and cancel, billing portal sessions), for tests only: the server reaches it through
 * STRIPE_API_URL with the real SDK. It keeps everything in memory, lets a test move a subscription through its
 * life (trial → active → past_due → canceled, cancel at period end), and delivers events to the webhook signed
 * with the SDK's own test helper. Its hosted Checkout page (GET of a session's url) completes the session, so a
 * browser goes through Checkout as with Stripe.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_stillwater_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_stillwater_fake';

export interface FakeStripeOptions {
  /** Where events are delivered (the server's /functions/v1/stripe-webhook); settable later, once the server runs. */
  webhookUrl?: string;
  /** The clock of subscriptions' periods and of events' signatures: the server's functionsClock. */
  now?: () => number;
  /** The prices Stripe has, by id (more with addPrice); a subscription to a price not listed is monthly. */
  prices?: Record<string, FakePriceTerms>;
}

/** What a fake price charges: its amount in minor units, currency and interval; recurring and active unless said. */
export interface FakePriceTerms {
  unit_amount: number;
  currency: string;
  interval: Interval;
  type?: 'recurring' | 'one_time';
  active?: boolean;
}

/** A request the fake received: method, path, query, the form body parsed, and the headers the SDK sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface DeliveredEvent {
  event: { id: string; type: string };
  status: number;
  body: unknown;
}

type StoredObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for a server that talks to this fake. */
  env: Record<string, string>;
  url: string;
  webhookUrl: string | undefined;
  requests: ReceivedRequest[];
  customers: Map<string, StoredObject>;
  checkoutSessions: Map<string, StoredObject>;
  portalSessions: Map<string, StoredObject>;
  subscriptions: Map<string, FakeSubscription>;
  prices: Map<string, Record<string, unknown>>;
  /** A price, as the operator makes one in Stripe's dashboard. */
  addPrice(id: string, terms: FakePriceTerms): void;
  /** While true, every API request is answered 503, as in an outage of Stripe's. */
  unavailable: boolean;
  /** A subscription of `customer` made directly (as the dashboard would): trialing when trialDays > 0. */
  createSubscription(customer: string, options?: { price?: string; trialDays?: number }): FakeSubscription;
  /** The next period starts (the trial or the period ended): `active` when paid, `past_due` when the payment failed. */
  renew(subscriptionId: string, status: 'active' | 'past_due'): FakeSubscription;
  /** Sets a status as Stripe would (canceled and unpaid end it: ended_at, canceled_at). */
  setStatus(subscriptionId: string, status: string): FakeSubscription;
  /** The member cancels in the portal: it stops at the period's end. */
  cancelAtPeriodEnd(subscriptionId: string): FakeSubscription;
  /** An invoice of the subscription, for invoice.paid / invoice.payment_failed. */
  invoice(subscriptionId: string, status: 'paid' | 'open'): Record<string, unknown>;
  /** A signed event's body and Stripe-Signature header, as Stripe would send it. */
  signedEvent(type: string, object: unknown, id?: string): { payload: string; signature: string; event: { id: string; type: string } };
  /** Delivers an event to the webhook URL, signed; the same id again is a replay. */
  deliver(type: string, object: unknown, id?: string): Promise<DeliveredEvent>;
  /** What the hosted Checkout page does: a subscription from the session, its events delivered; answers the success URL. */
  completeCheckout(sessionId: string): Promise<string>;
  close(): Promise<void>;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const customers = new Map<string, StoredObject>();
  const checkoutSessions = new Map<string, StoredObject>();
  const portalSessions = new Map<string, StoredObject>();
  const subscriptions = new Map<string, FakeSubscription>();
  const prices = new Map<string, Record<string, unknown>>();
  const addPrice = (id: string, { unit_amount, currency, interval, type = 'recurring', active = true }: FakePriceTerms) =>
    void prices.set(id, { id, object: 'price', active, currency, unit_amount, type, recurring: type === 'recurring' ? { interval, interval_count: 1 } : null });
  for (const [id, terms] of Object.entries(options.prices ?? {})) addPrice(id, terms);
  const idempotent = new Map<string, StoredObject>();
  const requests: ReceivedRequest[] = [];

  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new FakeError(404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing');
    return subscription;
  };

  function createSubscription(customer: string, { price = 'price_fake_monthly', trialDays = 0 } = {}) {
    const interval = (prices.get(price)?.recurring as { interval: Interval } | null | undefined)?.interval ?? 'month';
    const subscription = newSubscription(customer, price, interval, trialDays, seconds());
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** POST /v1/…: creates, with the SDK's Idempotency-Key honoured as Stripe does. */
  function create(path: string, params: Record<string, unknown>, key: string | undefined): StoredObject {
    const known = key ? idempotent.get(`${path} ${key}`) : undefined;
    if (known) return known;
    const made = make(path, params);
    if (key) idempotent.set(`${path} ${key}`, made);
    return made;
  }

  function make(path: string, params: Record<string, unknown>): StoredObject {
    if (path === '/v1/customers') {
      const customer = { id: stripeId('cus'), object: 'customer', email: text(params.email) ?? null, metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return customer;
    }
    if (path === '/v1/checkout/sessions') {
      const customer = text(params.customer);
      if (!customer || !customers.has(customer)) throw new FakeError(400, 'invalid_request_error', 'No such customer', 'resource_missing');
      const id = stripeId('cs_test');
      const session = { ...params, id, object: 'checkout.session', status: 'open', subscription: null, url: `${server.url}/checkout/${id}` };
      checkoutSessions.set(id, session);
      return session;
    }
    if (path === '/v1/billing_portal/sessions') {
      const customer = text(params.customer);
      if (!customer || !customers.has(customer)) throw new FakeError(400, 'invalid_request_error', 'No such customer', 'resource_missing');
      const id = stripeId('bps');
      const session = { id, object: 'billing_portal.session', customer, return_url: params.return_url, url: `${server.url}/portal/${id}` };
      portalSessions.set(id, session);
      return session;
    }
    throw new FakeError(404, 'invalid_request_error', `Unrecognized request URL (POST: ${path})`);
  }

  /** GET /v1/subscriptions?customer=…: as Stripe lists them by default, every one not canceled. */
  function listSubscriptions(query: URLSearchParams) {
    const customer = query.get('customer');
    if (customer && !customer.startsWith('cus_')) throw new FakeError(400, 'invalid_request_error', `No such customer: '${customer}'`, 'resource_missing');
    const data = [...subscriptions.values()].filter((one) => (!customer || one.customer === customer) && one.status !== 'canceled');
    return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
  }

  /** DELETE /v1/subscriptions/:id: cancelled at once, as Stripe does; an ended one cannot be. */
  function cancelSubscription(id: string) {
    const subscription = subscriptionOf(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new FakeError(400, 'invalid_request_error', `A ${subscription.status} subscription can't be canceled.`);
    }
    return fake.setStatus(id, 'canceled');
  }

  /** GET /v1/checkout/sessions?customer=…&status=…. */
  function listCheckoutSessions(query: URLSearchParams) {
    const data = [...checkoutSessions.values()].filter(
      (session) => (!query.get('customer') || session.customer === query.get('customer')) && (!query.get('status') || session.status === query.get('status')),
    );
    return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
  }

  /** POST /v1/checkout/sessions/:id/expire: an open session can no longer be paid. */
  function expireCheckoutSession(id: string) {
    const session = checkoutSessions.get(id);
    if (!session) throw new FakeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing');
    if (session.status !== 'open') throw new FakeError(400, 'invalid_request_error', 'Only open sessions can be expired.');
    session.status = 'expired';
    return session;
  }

  async function api(request: IncomingMessage, url: URL): Promise<unknown> {
    const path = url.pathname;
    const params = parseForm(await readBody(request));
    requests.push({ method: request.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), params, headers: request.headers });
    if (fake.unavailable) throw new FakeError(503, 'api_error', 'Stripe is unavailable for a moment.');
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) throw new FakeError(401, 'invalid_request_error', 'Invalid API Key provided');
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && path === '/v1/subscriptions') return listSubscriptions(url.searchParams);
    if (request.method === 'GET' && path === '/v1/checkout/sessions') return listCheckoutSessions(url.searchParams);
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)?.[1];
    if (request.method === 'POST' && expiring) return expireCheckoutSession(decodeURIComponent(expiring));
    if (request.method === 'GET' && subscription?.[1]) return subscriptionOf(decodeURIComponent(subscription[1]));
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
    if (request.method === 'GET' && price) {
      const known = prices.get(decodeURIComponent(price));
      if (!known) throw new FakeError(404, 'invalid_request_error', `No such price: '${decodeURIComponent(price)}'`, 'resource_missing');
      return known;
    }
    if (request.method === 'DELETE' && subscription?.[1]) return cancelSubscription(decodeURIComponent(subscription[1]));
    if (request.method === 'POST') return create(path, params, text(request.headers['idempotency-key']));
    throw new FakeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`);
  }

  function signedEvent(type: string, object: unknown, id = stripeId('evt')) {
    const event = { id, object: 'event', api_version: STRIPE_API_VERSION, created: seconds(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET, timestamp: seconds() });
    return { payload, signature, event: { id, type } };
  }

  async function deliver(type: string, object: unknown, id?: string): Promise<DeliveredEvent> {
    if (!fake.webhookUrl) throw new Error('the fake Stripe has no webhook URL to deliver to');
    const { payload, signature, event } = signedEvent(type, object, id);
    const response = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload });
    const body: unknown = await response.json().catch(() => null);
    return { event, status: response.status, body };
  }

  async function completeCheckout(sessionId: string): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new FakeError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'resource_missing');
    if (session.status === 'open') {
      const lineItems = session.line_items as Record<string, Record<string, unknown>> | undefined;
      const trial = (session.subscription_data as Record<string, unknown> | undefined)?.trial_period_days;
      const subscription = createSubscription(text(session.customer) ?? '', { price: text(lineItems?.['0']?.price), trialDays: Number(trial ?? 0) });
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      await deliver('checkout.session.completed', session);
      await deliver('customer.subscription.created', subscription);
    }
    return text(session.success_url) ?? '/';
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const page = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    try {
      if (request.method === 'GET' && page?.[1]) {
        const location = await completeCheckout(decodeURIComponent(page[1]));
        response.writeHead(303, { location }).end();
        return;
      }
      const answer = await api(request, url);
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': stripeId('req') }).end(JSON.stringify(answer));
    } catch (error) {
      const fault = error instanceof FakeError ? error : new FakeError(500, 'api_error', String(error));
      response.writeHead(fault.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: fault.type, code: fault.code, message: fault.message } }));
    }
  }

  const http = createServer((request, response) => void route(request, response));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };

  const fake: FakeStripe = {
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: server.url },
    url: server.url,
    webhookUrl: options.webhookUrl,
    requests,
    customers,
    checkoutSessions,
    portalSessions,
    subscriptions,
    prices,
    addPrice,
    unavailable: false,
    createSubscription,
    renew(subscriptionId, status) {
      const subscription = subscriptionOf(subscriptionId);
      nextPeriod(subscription);
      subscription.status = status;
      return subscription;
    },
    setStatus(subscriptionId, status) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = status;
      if (status === 'canceled' || status === 'incomplete_expired') subscription.ended_at = seconds();
      if (status === 'canceled') subscription.canceled_at = seconds();
      return subscription;
    },
    cancelAtPeriodEnd(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      Object.assign(subscription, { cancel_at_period_end: true, cancel_at: periodEndOf(subscription), canceled_at: seconds() });
      return subscription;
    },
    invoice: (subscriptionId, status) => invoiceOf(subscriptionOf(subscriptionId), status),
    signedEvent,
    deliver,
    completeCheckout,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  return fake;
}
