import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../support/fakeStripe.ts';
import { startServer, type TestServer } from '../../support/server.ts';

/** A stand-in for an object made in beforeAll: reads and writes go to it once it is there. */
function later<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`the suite's ${name} is used outside its tests`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(target(), key),
    set: (_target, key, value) => Reflect.set(target(), key, value),
  });
}

/**
 * The enclosing describe block's server with payments on, talking to the tests' fake Stripe (which delivers to its
 * webhook), both on the clock `now`: started in its beforeAll, closed in its afterAll.
 */
export function paymentsSuite(backend: 'pglite' | 'postgres', now: () => number): { server: TestServer; stripe: FakeStripe } {
  let stripe: FakeStripe | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe({ now });
    server = await startServer({ backend, autoconfirm: true, env: stripe.env, functionsClock: now });
    stripe.webhookUrl = `${server.url}/functions/v1/stripe-webhook`;
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });
  return { server: later('server', () => server), stripe: later('fake Stripe', () => stripe) };
}
