import { signedInUser } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody } from '../jsonBody.ts';
import { customerOf } from '../stripe/customers.ts';
import { callStripe, paymentsOf } from '../stripe/payments.ts';

/** The body is `{}` or none: only who calls matters. */
const BODY = jsonBody(1024, 'This request is larger than 1 KB: it needs no body.');

/**
 * POST /functions/v1/billing-portal: Stripe's customer portal for a signed-in member who has a Stripe customer
 * (they went to Checkout once), coming back to their profile (docs/premium.md#stripe). Answers `{ url }`.
 */
export function billingPortal(context: FunctionContext): EdgeFunction {
  return {
    name: 'billing-portal',
    method: 'POST',
    body: BODY,
    async authorize(request) {
      paymentsOf(context);
      await signedInUser(context, request);
    },
    async handle(request) {
      const payments = paymentsOf(context);
      const claims = await signedInUser(context, request);
      const customer = await customerOf(context.db, claims.sub as string);
      if (!customer) throw new FunctionError(404, 'no_billing', 'You have no billing with Stripe yet: subscribe to a plan first.');
      const session = await callStripe(() => payments.stripe.billingPortal.sessions.create({ customer, return_url: `${payments.siteUrl}/profile` }));
      return { url: session.url };
    },
  };
}
