import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { ensureCustomer } from '../stripe/customers.ts';
import { memberPaymentFunction } from '../stripe/memberFunction.ts';
import { callStripe } from '../stripe/payments.ts';

const BODY = jsonBody(1024, 'This request is larger than 1 KB: it only names a plan.');
const REQUEST = z.object({ planId: z.string().min(1).max(60) });

/** Statuses of a subscription that is still running: its member manages it in the portal rather than buying another. */
const RUNNING = ['trialing', 'active', 'past_due'];

interface PlanRow {
  active: boolean;
  trial_days: number;
  stripe_price_id: string | null;
}

async function planOnSale(db: Queryable, planId: string): Promise<{ priceId: string; trialDays: number }> {
  const { rows } = await db.query<PlanRow>('select active, trial_days, stripe_price_id from public.plans where id = $1', [planId]);
  const plan = rows[0];
  if (!plan?.active) throw new FunctionError(404, 'plan_not_found', 'There is no such plan on sale.');
  if (!plan.stripe_price_id) throw new FunctionError(409, 'plan_not_for_sale', 'This plan cannot be bought online: it has no Stripe price.');
  return { priceId: plan.stripe_price_id, trialDays: plan.trial_days };
}

async function refuseSecondSubscription(db: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await db.query(
    "select 1 from public.entitlements where user_id = $1 and source = 'stripe' and valid_until > $2 and status = any($3::text[])",
    [userId, new Date(now).toISOString(), RUNNING],
  );
  if (rows.length > 0) throw new FunctionError(409, 'already_subscribed', 'You already have a subscription: manage it from your profile.');
}

/**
 * POST /functions/v1/checkout `{ planId }`: a signed-in member's Stripe Checkout for a plan, in subscription
 * mode with the plan's trial, paid as their one Stripe customer (docs/premium.md#stripe). Answers `{ url }`.
 */
export const checkout = (context: FunctionContext): EdgeFunction =>
  memberPaymentFunction(context, 'checkout', BODY, async (payments, { userId, claims }, request) => {
    const { planId } = jsonRequest(request.body, REQUEST, 'Name the plan: { "planId": "monthly" }.');
    const plan = await planOnSale(context.db, planId);
    await refuseSecondSubscription(context.db, userId, context.now());
    const customer = await ensureCustomer(context.db, payments, userId, typeof claims.email === 'string' && claims.email ? claims.email : undefined);
    const session = await callStripe(() =>
      payments.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: plan.priceId, quantity: 1 }],
        ...(plan.trialDays > 0 ? { subscription_data: { trial_period_days: plan.trialDays } } : {}),
        success_url: `${payments.siteUrl}/subscribe?checkout=success`,
        cancel_url: `${payments.siteUrl}/subscribe`,
      }),
    );
    if (!session.url) throw new FunctionError(502, 'stripe_error', 'Stripe gave no Checkout page to go to: try again in a moment.');
    return { url: session.url };
  });
