import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody } from '../jsonBody.ts';
import { customerOf } from '../stripe/customers.ts';
import { memberPaymentFunction } from '../stripe/memberFunction.ts';
import { callStripe } from '../stripe/payments.ts';

/** The body is `{}` or none: only who calls matters. */
const BODY = jsonBody(1024, 'This request is larger than 1 KB: it needs no body.');

/**
 * POST /functions/v1/billing-portal: Stripe's customer portal for a signed-in member who has a Stripe customer
 * (they went to Checkout once), coming back to their profile (docs/premium.md#stripe). Answers `{ url }`.
 */
export const billingPortal = (context: FunctionContext): EdgeFunction =>
  memberPaymentFunction(context, 'billing-portal', BODY, async (payments, { userId }) => {
    const customer = await customerOf(context.db, userId);
    if (!customer) throw new FunctionError(404, 'no_billing', 'You have no billing with Stripe yet: subscribe to a plan first.');
    const session = await callStripe(() => payments.stripe.billingPortal.sessions.create({ customer, return_url: `${payments.siteUrl}/profile` }));
    return { url: session.url };
  });
