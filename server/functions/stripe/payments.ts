import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { FunctionContext, Payments } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';

export type { Payments };

/**
 * The Stripe API version every request names: the one this SDK is typed for, so the objects read are the
 * shapes its types describe (a subscription's period ends on its items). Upgrading the SDK fails the type
 * check here until this is moved on with it (decision 2640).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** The SDK on Stripe's own API, or on STRIPE_API_URL's address (a proxy, a test double). */
export function openPayments(config: StripeConfig, siteUrl: string): Payments {
  const stripe = new Stripe(config.secretKey, { apiVersion: STRIPE_API_VERSION, typescript: true, telemetry: false, ...config.api });
  return { stripe, webhookSecret: config.webhookSecret, siteUrl };
}

/** The payments of a server with Stripe configured; without, every payment function answers 503 payments_off. */
export function paymentsOf(context: FunctionContext): Payments {
  if (context.payments) return context.payments;
  throw new FunctionError(503, 'payments_off', 'Payments are not set up on this site: Premium comes from gift codes and grants here.');
}

/** A call to Stripe; its failure (unreachable, refused) is the caller's 502 with a sentence, not a 500. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new FunctionError(502, 'stripe_error', 'Stripe could not be reached or refused the request: try again in a moment.');
    throw error;
  }
}

/** Stripe's refusal when an object asked for, or named in a request, does not exist (a 404, or a 400 naming a missing customer). */
export const isMissingAtStripe = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** A read of an object Stripe may not have: undefined when it has none; any other failure as callStripe's. */
export function readFromStripe<T>(read: () => Promise<T>): Promise<T | undefined> {
  return callStripe(async () => {
    try {
      return await read();
    } catch (error) {
      if (isMissingAtStripe(error)) return undefined;
      throw error;
    }
  });
}
