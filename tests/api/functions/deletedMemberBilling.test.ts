import { describe, expect, it } from 'vitest';
import { cancelDeletedMembersSubscriptions } from '../../../server/functions/stripe/cancellations.ts';
import { openPayments } from '../../../server/functions/stripe/payments.ts';
import { backends } from '../../support/databases.ts';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from '../../support/fakeStripe.ts';
import { stripeId } from '../../support/fakeStripeObjects.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { SITE_URL } from '../support/server.ts';
import { paymentsSuite } from './support/paymentsSuite.ts';

const MINUTE = 60_000;

/** A member who deletes their account stops paying: their Stripe subscriptions are cancelled at once. */
describe.each(backends)("a deleted member's Stripe subscriptions (%s)", (backend) => {
  const clock = Date.parse('2026-12-01T10:00:00Z');
  const { server, stripe } = paymentsSuite(backend, () => clock);

  /** A member who is a Stripe customer of ours, with a subscription in `status`. */
  async function subscriber(status = 'trialing'): Promise<{ member: Member; customer: string; subscription: string }> {
    const member = await signedInMember(server);
    const customer = stripeId('cus');
    await server.db.query('insert into billing.stripe_customers (user_id, customer_id) values ($1, $2)', [member.userId, customer]);
    const subscription = stripe.createSubscription(customer, { trialDays: 7 }).id;
    if (status !== 'trialing') stripe.setStatus(subscription, status);
    return { member, customer, subscription };
  }
  const status = (subscription: string) => stripe.subscriptions.get(subscription)?.status;
  const cancelRequests = (subscription: string) => stripe.requests.filter((request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscription}`).length;
  const left = async () => (await server.db.query<{ customer_id: string }>('select customer_id from billing.stripe_cancellations')).rows.map((row) => row.customer_id);

  it('cancels them at Stripe when the member deletes their account, or an admin deletes it, and forgets the customer', async () => {
    const own = await subscriber('active');
    const ended = stripe.createSubscription(own.customer).id;
    stripe.setStatus(ended, 'canceled');
    const { error } = await own.member.client.rpc('delete_account');
    expect(error).toBeNull();
    await expect.poll(() => status(own.subscription)).toBe('canceled');
    await expect.poll(left).toEqual([]);
    expect(cancelRequests(ended)).toBe(0);

    const byAdmin = await subscriber('past_due');
    expect((await server.admin().auth.admin.deleteUser(byAdmin.member.userId)).error).toBeNull();
    await expect.poll(() => status(byAdmin.subscription)).toBe('canceled');
    expect(cancelRequests(byAdmin.subscription)).toBe(1);

    // Stripe then reports the cancellation: received, and nobody is entitled by it.
    const delivered = await stripe.deliver('customer.subscription.deleted', stripe.subscriptions.get(own.subscription));
    expect(delivered.status).toBe(200);
    const { rows } = await server.db.query("select count(*)::int as n from public.entitlements where source = 'stripe'");
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('leaves Stripe alone for members who never paid through it', async () => {
    const before = stripe.requests.length;
    const member = await signedInMember(server);
    expect((await member.client.rpc('delete_account')).error).toBeNull();
    expect(await left()).toEqual([]);
    expect(stripe.requests.length).toBe(before);
  });

  it('keeps a cancellation through an outage of Stripe and makes it once Stripe answers, after the lease', async () => {
    const { member, customer, subscription } = await subscriber();
    stripe.unavailable = true;
    expect((await member.client.rpc('delete_account')).error).toBeNull();
    // The server tried, failed, and keeps the customer for later.
    await expect.poll(() => stripe.requests.some((request) => request.path === '/v1/subscriptions' && request.method === 'GET')).toBe(true);
    await expect.poll(async () => (await server.db.query<{ leased: boolean }>('select attempt_after > $1 as leased from billing.stripe_cancellations where customer_id = $2', [new Date(clock).toISOString(), customer])).rows).toEqual([{ leased: true }]);
    expect(status(subscription)).toBe('trialing');

    stripe.unavailable = false;
    const payments = openPayments(
      { secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, api: { protocol: 'http', host: '127.0.0.1', port: Number(new URL(stripe.url).port) } },
      SITE_URL,
    );
    // Another process, or this one's next round: not before the lease has run out.
    expect(await cancelDeletedMembersSubscriptions(server.db, payments, clock + MINUTE)).toBe(0);
    expect(status(subscription)).toBe('trialing');
    expect(await cancelDeletedMembersSubscriptions(server.db, payments, clock + 6 * MINUTE)).toBe(1);
    expect(status(subscription)).toBe('canceled');
    expect(await left()).toEqual([]);
  });
});
