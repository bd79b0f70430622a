import { randomBytes, randomInt } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../support/fakeStripe.ts';
import { signedInMember } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** A Stripe-Signature made with the SDK's own helper. */
const sign = (payload: string, secret: string, at = Date.now()) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at / 1000) });

describe('hostile requests at the Stripe webhook', () => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({ autoconfirm: true, env: stripe.env });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const stored = async () =>
    (await server.db.query("select (select count(*)::int from billing.stripe_events) + (select count(*)::int from public.entitlements where source = 'stripe') as n")).rows[0];

  it('answers none of 1,000 with a 5xx, and stores nothing for any of them', async () => {
    const member = await signedInMember(server);
    const customer = (await stripe.createSubscription('cus_nobody', { trialDays: 7 })).id;
    const real = JSON.stringify({ id: 'evt_real', object: 'event', type: 'customer.subscription.updated', data: { object: { id: customer, customer: 'cus_nobody' } } });
    const before = await stored();
    const bodies: { body: string; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const json = { 'content-type': 'application/json' };
      switch (i % 8) {
        case 0: bodies.push({ body: real, headers: { ...json, 'stripe-signature': sign(real, 'whsec_someone_else') } }); break; // another secret
        case 1: bodies.push({ body: real, headers: { ...json, 'stripe-signature': sign(real, FAKE_STRIPE_WEBHOOK_SECRET).replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`) } }); break; // tampered: its first digit changed (a signature starting with 0 once went through unchanged)
        case 2: bodies.push({ body: `${real} `, headers: { ...json, 'stripe-signature': sign(real, FAKE_STRIPE_WEBHOOK_SECRET) } }); break; // body changed after signing
        case 3: bodies.push({ body: real, headers: { ...json, 'stripe-signature': sign(real, FAKE_STRIPE_WEBHOOK_SECRET, Date.now() - 3_600_000) } }); break; // stale
        case 4: bodies.push({ body: randomBytes(randomInt(0, 3000)).toString('latin1'), headers: { ...json, 'stripe-signature': `t=${randomInt(1e9)},v1=${randomBytes(32).toString('hex')}` } }); break; // noise
        case 5: bodies.push({ body: 'a'.repeat(randomInt(1, 3) * 1024 * 1024), headers: json }); break; // huge
        case 6: {
          // Signed by the right secret, but not an event we can use: malformed, the wrong shapes, a member's id where a customer goes.
          const odd = [`{"id":"evt_odd_${i}","type":"customer.subscription.updated","data":{"object":null}}`, '[]', 'null', '{', `{"id":"evt_odd_${i}","type":"checkout.session.completed","data":{"object":{"client_reference_id":"${member.userId}","subscription":42}}}`][i % 5] as string;
          bodies.push({ body: odd, headers: { ...json, 'stripe-signature': sign(odd, FAKE_STRIPE_WEBHOOK_SECRET) } });
          break;
        }
        default: bodies.push({ body: real, headers: { 'content-type': ['text/plain', 'application/x-www-form-urlencoded', ''][i % 3] as string } }); // no signature
      }
    }
    // Every answer is kept, so a failure names the request and what the server said.
    const serverErrors: string[] = [];
    for (let i = 0; i < bodies.length; i += 20) {
      await Promise.all(
        bodies.slice(i, i + 20).map(async ({ body, headers }) => {
          const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers, body }).catch(() => undefined);
          // A huge body may be cut off mid-upload by the 413: no answer read is no 5xx either. Any other request
          // must be answered.
          const huge = body.length > 1024 * 1024;
          const answer = (await response?.text().catch(() => '')) ?? '';
          if (!response && !huge) serverErrors.push(`no answer for ${body.slice(0, 120)}`);
          if ((response?.status ?? 0) >= 500) serverErrors.push(`${response?.status} ${answer} for ${body.slice(0, 120)}`);
        }),
      );
    }
    expect(serverErrors).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 120_000);
});
