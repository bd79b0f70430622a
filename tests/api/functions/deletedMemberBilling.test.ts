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
/** The server cancels once the deletion is committed, in the background: a loaded machine may take a few seconds. */
const SOON = { timeout: 15_000 };

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
    // A subscription Stripe has ended is listed, and left alone; a Checkout page left open in another tab is expired.
    const ended = stripe.createSubscription(own.customer).id;
    stripe.setStatus(ended, 'incomplete_expired');
    const openPage = { id: stripeId('cs_test'), object: 'checkout.session', customer: own.customer, status: 'open', success_url: `${SITE_URL}/subscribe?checkout=success` };
    stripe.checkoutSessions.set(openPage.id, openPage);
    const { error } = await own.member.client.rpc('delete_account');
    expect(error).toBeNull();
    await expect.poll(() => status(own.subscription), SOON).toBe('canceled');
    await expect.poll(left, SOON).toEqual([]);
    expect(cancelRequests(ended)).toBe(0);
    expect(openPage.status).toBe('expired');
    const subscriptions = stripe.subscriptions.size;
    await stripe.completeCheckout(openPage.id);
    expect(stripe.subscriptions.size).toBe(subscriptions);

    const byAdmin = await subscriber('past_due');
    expect((await server.admin().auth.admin.deleteUser(byAdmin.member.userId)).error).toBeNull();
    await expect.poll(() => status(byAdmin.subscription), SOON).toBe('canceled');
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
    // The server tried once (its own retries are the lease's), failed, and keeps the customer for later.
    await expect.poll(() => stripe.requests.some((request) => request.query.customer === customer), SOON).toBe(true);
    await expect
      .poll(async () => (await server.db.query<{ leased: boolean }>('select attempt_after > $1 as leased from billing.stripe_cancellations where customer_id = $2', [new Date(clock).toISOString(), customer])).rows, SOON)
      .toEqual([{ leased: true }]);
    expect(stripe.requests.filter((request) => request.query.customer === customer)).toHaveLength(1);
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
