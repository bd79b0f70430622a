import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../../server/functions/stripe/payments.ts';
import { backends } from '../../support/databases.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fakeStripe.ts';
import { signedInMember } from '../support/members.ts';
import { SITE_URL, startServer, suiteServer, type TestServer } from '../support/server.ts';

const PRICE = 'price_fake_monthly';

const call = (server: TestServer, name: string, body: unknown, token?: string) =>
  fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** The runtime config block of the served app. */
async function runtimeConfig(server: TestServer): Promise<unknown> {
  const html = await (await fetch(`${server.url}/`)).text();
  return JSON.parse(/<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
}

describe.each(backends)('POST /functions/v1/checkout and billing-portal (%s)', (backend) => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({
      prices: {
        [PRICE]: { unit_amount: 1500, currency: 'usd', interval: 'month' },
        price_fake_no_trial: { unit_amount: 900, currency: 'usd', interval: 'month' },
        // Prices that are not what their plans show.
        price_fake_dearer: { unit_amount: 2000, currency: 'usd', interval: 'month' },
        price_fake_euro: { unit_amount: 1500, currency: 'eur', interval: 'month' },
        price_fake_yearly: { unit_amount: 1500, currency: 'usd', interval: 'year' },
        price_fake_once: { unit_amount: 1500, currency: 'usd', interval: 'month', type: 'one_time' },
        price_fake_archived: { unit_amount: 1500, currency: 'usd', interval: 'month', active: false },
      },
    });
    server = await startServer({ backend, autoconfirm: true, env: stripe.env });
    stripe.webhookUrl = `${server.url}/functions/v1/stripe-webhook`;
    await server.db.exec(`
      update public.plans set stripe_price_id = '${PRICE}' where id = 'monthly';
      insert into public.plans (id, name, interval, unit_amount, trial_days, stripe_price_id) values ('no-trial', 'No trial', 'month', 900, 0, 'price_fake_no_trial');
      insert into public.plans (id, name, interval, unit_amount, active, stripe_price_id) values ('retired', 'Retired', 'month', 500, false, 'price_fake_retired');
      insert into public.plans (id, name, interval, unit_amount, stripe_price_id)
        select 'shown-' || suffix, 'Shown ' || suffix, 'month', 1500, 'price_fake_' || suffix
          from unnest(array['dearer', 'euro', 'yearly', 'once', 'archived', 'missing']) as suffix;`);
  });

  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('makes a Checkout Session in subscription mode with the plan, its trial and the member, as their one customer', async () => {
    const member = await signedInMember(server);
    const first = await answer(await call(server, 'checkout', { planId: 'monthly' }, member.accessToken));
    expect(first.status).toBe(200);
    const second = await answer(await call(server, 'checkout', { planId: 'no-trial' }, member.accessToken));
    const sessions = [...stripe.checkoutSessions.values()].filter((s) => s.client_reference_id === member.userId);
    expect(sessions.map((s) => s.url)).toEqual([first.body.url, second.body.url]);
    const [monthly, noTrial] = sessions;
    expect(monthly).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: PRICE, quantity: '1' } },
      subscription_data: { trial_period_days: '7' },
      success_url: `${SITE_URL}/subscribe?checkout=success`,
      cancel_url: `${SITE_URL}/subscribe`,
    });
    expect(noTrial).not.toHaveProperty('subscription_data');
    // One customer for the member, reused, with their email.
    const customers = [...stripe.customers.values()].filter((c) => (c.metadata as Record<string, string>).user_id === member.userId);
    expect(customers).toEqual([expect.objectContaining({ email: member.email })]);
    expect([monthly?.customer, noTrial?.customer]).toEqual([customers[0]?.id, customers[0]?.id]);
    // Every request names the pinned API version.
    expect(new Set(stripe.requests.map((r) => r.headers['stripe-version']))).toEqual(new Set([STRIPE_API_VERSION]));
  });

  it('refuses visitors, plans not on sale, odd bodies, and a member whose subscription is running', async () => {
    const member = await signedInMember(server);
    expect(await answer(await call(server, 'checkout', { planId: 'monthly' }))).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
    expect(await answer(await call(server, 'checkout', { planId: 'nope' }, member.accessToken))).toMatchObject({ status: 404, body: { error: 'plan_not_found' } });
    expect(await answer(await call(server, 'checkout', { planId: 'retired' }, member.accessToken))).toMatchObject({ status: 404, body: { error: 'plan_not_found' } });
    expect(await answer(await call(server, 'checkout', { planId: 'yearly' }, member.accessToken))).toMatchObject({ status: 409, body: { error: 'plan_not_for_sale' } });
    expect(await answer(await call(server, 'checkout', '{', member.accessToken))).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    expect(await answer(await call(server, 'checkout', { plan: 'monthly' }, member.accessToken))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });

    const { url } = (await answer(await call(server, 'checkout', { planId: 'monthly' }, member.accessToken))).body as { url: string };
    await (await fetch(url, { redirect: 'manual' })).arrayBuffer();
    expect(await answer(await call(server, 'checkout', { planId: 'monthly' }, member.accessToken))).toMatchObject({ status: 409, body: { error: 'already_subscribed' } });
  });

  it('sells a plan only at the price /subscribe shows: another amount, currency or interval, a one-time, archived or missing price is refused', async () => {
    const member = await signedInMember(server);
    const sessions = stripe.checkoutSessions.size;
    for (const suffix of ['dearer', 'euro', 'yearly', 'once', 'archived', 'missing']) {
      const refused = await answer(await call(server, 'checkout', { planId: `shown-${suffix}` }, member.accessToken));
      expect(refused, suffix).toMatchObject({ status: 409, body: { error: 'plan_price_mismatch', message: expect.stringMatching(/not the one shown/) } });
    }
    expect(stripe.checkoutSessions.size).toBe(sessions);
  });

  it("opens the customer portal for a member with a Stripe customer, back to their profile; others have no billing", async () => {
    const member = await signedInMember(server);
    expect(await answer(await call(server, 'billing-portal', {}, member.accessToken))).toMatchObject({ status: 404, body: { error: 'no_billing' } });
    expect(await answer(await call(server, 'billing-portal', {}))).toMatchObject({ status: 401 });
    await call(server, 'checkout', { planId: 'monthly' }, member.accessToken);
    const portal = await answer(await call(server, 'billing-portal', {}, member.accessToken));
    expect(portal.status).toBe(200);
    const session = [...stripe.portalSessions.values()].find((s) => s.url === portal.body.url);
    const customer = [...stripe.customers.values()].find((c) => (c.metadata as Record<string, string>).user_id === member.userId);
    expect(session).toMatchObject({ customer: customer?.id, return_url: `${SITE_URL}/profile` });
  });

  it('answers 502 with a sentence when Stripe refuses', async () => {
    const member = await signedInMember(server);
    expect((await call(server, 'checkout', { planId: 'no-trial' }, member.accessToken)).status).toBe(200);
    // The member's remembered customer is gone at Stripe: the session is refused.
    stripe.customers.clear();
    expect(await answer(await call(server, 'checkout', { planId: 'no-trial' }, member.accessToken))).toMatchObject({ status: 502, body: { error: 'stripe_error' } });
  });

  it('tells the app that payments are on', async () => {
    expect(await runtimeConfig(server)).toMatchObject({ payments: true });
  });
});

describe('payments off: no Stripe variables', () => {
  const server = suiteServer({ autoconfirm: true });

  it('answers 503 payments_off from every payment function, and tells the app', async () => {
    const member = await signedInMember(server);
    expect(await answer(await call(server, 'checkout', { planId: 'monthly' }, member.accessToken))).toMatchObject({ status: 503, body: { error: 'payments_off' } });
    expect(await answer(await call(server, 'billing-portal', {}, member.accessToken))).toMatchObject({ status: 503, body: { error: 'payments_off' } });
    const webhook = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await answer(webhook)).toMatchObject({ status: 503, body: { error: 'payments_off' } });
    expect(await runtimeConfig(server)).toMatchObject({ payments: false });
  });
});
