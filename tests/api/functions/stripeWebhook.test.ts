import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { entitledUntil } from '../../../server/functions/premium/entitlement.ts';
import { backends } from '../../support/databases.ts';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../../support/fakeStripe.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { paymentsSuite } from './support/paymentsSuite.ts';
import { askPlayback, storedVideo } from './support/storedLadder.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 'price_fake_monthly';
const PREMIUM_VIDEO = 'webhook-premium-class';

/** A Stripe-Signature made with the SDK's own helper. */
const sign = (payload: string, secret: string, at: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at / 1000) });

describe.each(backends)('POST /functions/v1/stripe-webhook (%s)', (backend) => {
  let clock = Date.parse('2026-12-01T10:00:00Z');
  const { server, stripe } = paymentsSuite(backend, () => clock);

  beforeAll(async () => {
    stripe.addPrice(PRICE, { unit_amount: 1500, currency: 'usd', interval: 'month' });
    await server.db.query("update public.plans set stripe_price_id = $1 where id = 'monthly'", [PRICE]);
    await storedVideo(server, await memberWithRole(server, 'editor'), PREMIUM_VIDEO, true);
  });

  const entitlement = async (subscriptionId: string) => {
    const { rows } = await server.db.query<{ user_id: string; valid_until: Date; renews: boolean; status: string; source: string }>(
      'select user_id, valid_until, renews, status, source from public.entitlements where stripe_subscription_id = $1',
      [subscriptionId],
    );
    return rows[0] && { ...rows[0], valid_until: new Date(rows[0].valid_until).getTime() };
  };
  /** What the playback function gives the member of a premium video at the functions' clock. */
  const plays = async (member: Member) => {
    const answer = (await (await askPlayback(server, PREMIUM_VIDEO, member.accessToken)).json()) as { preview: unknown };
    return answer.preview === null ? 'whole' : 'preview';
  };
  const until = async (member: Member) => (await entitledUntil(server.db, member.userId, clock))?.getTime() ?? null;
  const periodEnd = (subscriptionId: string) => (stripe.subscriptions.get(subscriptionId)?.items.data[0]?.current_period_end ?? 0) * 1000;
  const stored = async () => {
    const { rows } = await server.db.query<{ events: number; entitlements: number }>(
      "select (select count(*)::int from billing.stripe_events) as events, (select count(*)::int from public.entitlements where source = 'stripe') as entitlements",
    );
    return rows[0];
  };

  /** A member who went through Checkout for the monthly plan (7 days' trial): their subscription's id. */
  async function checkedOut(member: Member): Promise<string> {
    const response = await fetch(`${server.url}/functions/v1/checkout`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${member.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planId: 'monthly' }),
    });
    const { url } = (await response.json()) as { url: string };
    // The hosted Checkout page: the subscription is made, its events delivered, the browser sent back.
    const page = await fetch(url, { redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([303, 'https://stillwater.test/subscribe?checkout=success']);
    const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === member.userId && s.status === 'complete');
    return session?.subscription as string;
  }

  it('a trial through Checkout entitles until its end, then payments renew it, past_due keeps 3 days, and paying again restores it', async () => {
    const member = await signedInMember(server);
    const subscription = await checkedOut(member);
    const trialEnd = clock + 7 * DAY;
    expect(await entitlement(subscription)).toEqual({ user_id: member.userId, valid_until: trialEnd, renews: true, status: 'trialing', source: 'stripe' });
    expect(await until(member)).toBe(trialEnd);
    expect(await plays(member)).toBe('whole');

    // The trial ends: until Stripe says it is paid, Premium has ended with the period.
    clock = trialEnd + HOUR;
    expect(await until(member)).toBeNull();
    expect(await plays(member)).toBe('preview');
    stripe.renew(subscription, 'active');
    expect((await stripe.deliver('invoice.paid', stripe.invoice(subscription, 'paid'))).status).toBe(200);
    expect(await entitlement(subscription)).toMatchObject({ valid_until: periodEnd(subscription), renews: true, status: 'active' });
    expect(await until(member)).toBe(periodEnd(subscription));
    expect(await plays(member)).toBe('whole');

    // The next payment fails: 3 days' grace from when it was first seen past_due, however often Stripe says so.
    clock = periodEnd(subscription) + HOUR;
    const firstSeen = clock;
    stripe.renew(subscription, 'past_due');
    await stripe.deliver('invoice.payment_failed', stripe.invoice(subscription, 'open'));
    expect(await entitlement(subscription)).toMatchObject({ valid_until: firstSeen + 3 * DAY, renews: false, status: 'past_due' });
    clock += 2 * DAY;
    await stripe.deliver('customer.subscription.updated', stripe.subscriptions.get(subscription));
    expect(await until(member)).toBe(firstSeen + 3 * DAY);
    expect(await plays(member)).toBe('whole');
    clock = firstSeen + 3 * DAY + 60_000;
    expect(await until(member)).toBeNull();
    expect(await plays(member)).toBe('preview');

    // Paid at last: Premium until the period's end again, and a later past_due starts a grace of its own.
    stripe.setStatus(subscription, 'active');
    await stripe.deliver('invoice.paid', stripe.invoice(subscription, 'paid'));
    expect(await entitlement(subscription)).toMatchObject({ valid_until: periodEnd(subscription), renews: true, status: 'active' });
    expect(await plays(member)).toBe('whole');
    const { rows } = await server.db.query('select past_due_since from billing.stripe_subscriptions where subscription_id = $1', [subscription]);
    expect(rows).toEqual([{ past_due_since: null }]);
  });

  it('a cancellation at period end keeps Premium until then, without renewal; a deletion ends it at once', async () => {
    const member = await signedInMember(server);
    const subscription = await checkedOut(member);
    clock += 7 * DAY + HOUR;
    stripe.renew(subscription, 'active');
    await stripe.deliver('invoice.paid', stripe.invoice(subscription, 'paid'));

    clock += 10 * DAY;
    stripe.cancelAtPeriodEnd(subscription);
    await stripe.deliver('customer.subscription.updated', stripe.subscriptions.get(subscription));
    const end = periodEnd(subscription);
    expect(await entitlement(subscription)).toMatchObject({ valid_until: end, renews: false, status: 'active' });
    clock = end - 60_000;
    expect(await until(member)).toBe(end);
    expect(await plays(member)).toBe('whole');
    clock = end + 1000;
    expect(await until(member)).toBeNull();
    expect(await plays(member)).toBe('preview');

    // At the period's end Stripe cancels it and says so.
    stripe.setStatus(subscription, 'canceled');
    await stripe.deliver('customer.subscription.deleted', stripe.subscriptions.get(subscription));
    expect(await entitlement(subscription)).toMatchObject({ valid_until: end, status: 'canceled', renews: false });

    // Another member's subscription deleted mid-period: Premium ends now.
    const other = await signedInMember(server);
    const second = await checkedOut(other);
    clock += DAY;
    stripe.setStatus(second, 'canceled');
    await stripe.deliver('customer.subscription.deleted', stripe.subscriptions.get(second));
    expect(await entitlement(second)).toMatchObject({ valid_until: clock, status: 'canceled' });
    expect(await until(other)).toBeNull();
    expect(await plays(other)).toBe('preview');
  });

  it('unpaid and incomplete_expired end Premium too', async () => {
    for (const status of ['unpaid', 'incomplete_expired']) {
      const member = await signedInMember(server);
      const subscription = await checkedOut(member);
      clock += HOUR;
      stripe.setStatus(subscription, status);
      await stripe.deliver('customer.subscription.updated', stripe.subscriptions.get(subscription));
      expect(await entitlement(subscription)).toMatchObject({ valid_until: clock, status });
      expect(await until(member)).toBeNull();
    }
  });

  it('is idempotent by event id: a replay changes nothing, even when the subscription has changed since', async () => {
    const member = await signedInMember(server);
    const subscription = await checkedOut(member);
    const event = stripe.signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscription));
    const first = await stripe.deliver('customer.subscription.updated', stripe.subscriptions.get(subscription), event.event.id);
    expect([first.status, first.body]).toEqual([200, { received: true }]);
    const before = await entitlement(subscription);
    const counts = await stored();

    stripe.setStatus(subscription, 'canceled');
    clock += HOUR;
    const replay = await stripe.deliver('customer.subscription.updated', stripe.subscriptions.get(subscription), event.event.id);
    expect([replay.status, replay.body]).toEqual([200, { received: true }]);
    expect(await entitlement(subscription)).toEqual(before);
    expect(await stored()).toEqual(counts);
  });

  it('survives events out of order: each applies the subscription as Stripe has it now', async () => {
    const member = await signedInMember(server);
    const subscription = await checkedOut(member);
    const asCreated = structuredClone(stripe.subscriptions.get(subscription));
    clock += 7 * DAY + HOUR;
    stripe.renew(subscription, 'active');
    await stripe.deliver('invoice.paid', stripe.invoice(subscription, 'paid'));
    // A late copy of the creation (trialing, the trial's period) does not take Premium back to the trial's end.
    await stripe.deliver('customer.subscription.created', asCreated);
    expect(await entitlement(subscription)).toMatchObject({ valid_until: periodEnd(subscription), status: 'active', renews: true });

    // Deleted, then an update sent before the deletion lands: it stays ended, at the moment it ended.
    clock += DAY;
    const ended = clock;
    const beforeDeletion = structuredClone(stripe.subscriptions.get(subscription));
    stripe.setStatus(subscription, 'canceled');
    await stripe.deliver('customer.subscription.deleted', stripe.subscriptions.get(subscription));
    clock += HOUR;
    await stripe.deliver('customer.subscription.updated', beforeDeletion);
    expect(await entitlement(subscription)).toMatchObject({ valid_until: ended, status: 'canceled' });
  });

  it('links a subscription by its customer even when its creation arrives before the checkout is reported', async () => {
    const member = await signedInMember(server);
    await checkedOut(member);
    // The member's one customer now exists: a second subscription of it (from the dashboard) is theirs too.
    const customer = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === member.userId)?.customer as string;
    const direct = stripe.createSubscription(customer, { price: PRICE });
    await stripe.deliver('customer.subscription.created', direct);
    expect(await entitlement(direct.id)).toMatchObject({ user_id: member.userId, status: 'active' });
    // A subscription of a customer that is no member's: received, nothing entitled.
    const stranger = stripe.createSubscription('cus_stranger');
    expect((await stripe.deliver('customer.subscription.created', stranger)).status).toBe(200);
    expect(await entitlement(stranger.id)).toBeUndefined();
  });

  it('refuses a bad or missing signature with 400 and stores nothing', async () => {
    const member = await signedInMember(server);
    const subscription = await checkedOut(member);
    stripe.setStatus(subscription, 'canceled');
    const before = await entitlement(subscription);
    const counts = await stored();
    const { payload, signature } = stripe.signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscription));
    const post = (body: string, headers: Record<string, string>) =>
      fetch(stripe.webhookUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const tampered = payload.replace('"canceled"', '"active"');
    const wrongSecret = sign(payload, 'whsec_other', clock);
    const stale = sign(payload, FAKE_STRIPE_WEBHOOK_SECRET, clock - HOUR);
    for (const [body, headers] of [
      [payload, {}],
      [tampered, { 'stripe-signature': signature }],
      [payload, { 'stripe-signature': wrongSecret }],
      [payload, { 'stripe-signature': stale }],
      [payload, { 'stripe-signature': 'garbage' }],
    ] as const) {
      const response = await post(body, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_signature' });
    }
    expect(await entitlement(subscription)).toEqual(before);
    expect(await stored()).toEqual(counts);
  });

  it('answers 2xx to event types it does not use, and stores nothing for them', async () => {
    const counts = await stored();
    for (const type of ['customer.created', 'payment_intent.succeeded', 'invoice.finalized']) {
      const delivered = await stripe.deliver(type, { id: 'obj_1', object: 'thing' });
      expect([delivered.status, delivered.body]).toEqual([200, { received: true }]);
    }
    // A checkout in payment mode (no subscription) is not one of ours either.
    expect((await stripe.deliver('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', mode: 'payment', subscription: null })).status).toBe(200);
    expect(await stored()).toEqual(counts);
  });

  it('never answers 5xx to malformed, odd or huge bodies, and needs no API key', async () => {
    const url = stripe.webhookUrl ?? '';
    const cases: [RequestInit, number][] = [
      [{ method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '{' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '[]' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' } }, 400],
      [{ method: 'POST', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' }, body: 'hello' }, 415],
      [{ method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` }, 413],
    ];
    for (const [init, status] of cases) {
      const response = await fetch(url, init);
      expect(response.status, `${init.method} ${String(init.body).slice(0, 20)}`).toBe(status);
      expect(await response.json()).toHaveProperty('error');
    }
    // Signed, yet no event Stripe would send: no id.
    const { payload } = stripe.signedEvent('customer.subscription.updated', {});
    const noId = JSON.stringify({ ...(JSON.parse(payload) as object), id: '' });
    const odd = sign(noId, FAKE_STRIPE_WEBHOOK_SECRET, clock);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': odd }, body: noId });
    expect(response.status).toBe(400);
  });
});
