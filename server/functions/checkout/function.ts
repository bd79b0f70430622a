import type Stripe from 'stripe';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { ensureCustomer } from '../stripe/customers.ts';
import { memberPaymentFunction } from '../stripe/memberFunction.ts';
import { callStripe, readFromStripe, type Payments } from '../stripe/payments.ts';

const BODY = jsonBody(1024, 'This request is larger than 1 KB: it only names a plan.');
const REQUEST = z.object({ planId: z.string().min(1).max(60) });

/** Statuses of a subscription that is still running: its member manages it in the portal rather than buying another. */
const RUNNING = ['trialing', 'active', 'past_due'];

interface PlanRow {
  active: boolean;
  interval: string;
  unit_amount: number;
  currency: string;
  trial_days: number;
  stripe_price_id: string | null;
}

async function planOnSale(db: Queryable, planId: string): Promise<PlanRow & { stripe_price_id: string }> {
  const { rows } = await db.query<PlanRow>('select active, interval, unit_amount, currency, trial_days, stripe_price_id from public.plans where id = $1', [planId]);
  const plan = rows[0];
  if (!plan?.active) throw new FunctionError(404, 'plan_not_found', 'There is no such plan on sale.');
  if (!plan.stripe_price_id) throw new FunctionError(409, 'plan_not_for_sale', 'This plan cannot be bought online: it has no Stripe price.');
  return { ...plan, stripe_price_id: plan.stripe_price_id };
}

/** Why a Stripe price is not the plan /subscribe shows (another amount, currency or interval), or undefined when it is. */
function priceProblem(price: Stripe.Price | undefined, plan: PlanRow): string | undefined {
  if (!price) return 'Stripe has no such price';
  if (!price.active) return 'the price is archived at Stripe';
  const { recurring } = price;
  if (!recurring) return 'Stripe bills it once, not every period';
  if (recurring.interval !== plan.interval || recurring.interval_count !== 1) return `Stripe bills it every ${recurring.interval_count} ${recurring.interval}`;
  if (price.unit_amount !== plan.unit_amount || price.currency !== plan.currency) return `Stripe charges ${price.unit_amount ?? 'a varying amount'} ${price.currency}`;
  return undefined;
}

/**
 * What the member pays is what /subscribe showed them (decision 2683): the plan's Stripe price must be an active
 * recurring price of the same amount, currency and interval, else nothing is sold and the log tells the operator why.
 */
async function priceAsShown({ stripe }: Payments, plan: PlanRow & { stripe_price_id: string }, log: (message: string) => void): Promise<void> {
  const price = await readFromStripe(() => stripe.prices.retrieve(plan.stripe_price_id));
  const problem = priceProblem(price, plan);
  if (!problem) return;
  log(`checkout refused: plan price ${plan.stripe_price_id} is not ${plan.unit_amount} ${plan.currency} per ${plan.interval} (${problem}); correct it in the studio's Plans`);
  throw new FunctionError(409, 'plan_price_mismatch', 'This plan cannot be bought right now: its price at Stripe is not the one shown here.');
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
    await priceAsShown(payments, plan, (message) => request.log.warn(message));
    const customer = await ensureCustomer(context.db, payments, userId, typeof claims.email === 'string' && claims.email ? claims.email : undefined);
    const session = await callStripe(() =>
      payments.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
        ...(plan.trial_days > 0 ? { subscription_data: { trial_period_days: plan.trial_days } } : {}),
        success_url: `${payments.siteUrl}/subscribe?checkout=success`,
        cancel_url: `${payments.siteUrl}/subscribe`,
      }),
    );
    if (!session.url) throw new FunctionError(502, 'stripe_error', 'Stripe gave no Checkout page to go to: try again in a moment.');
    return { url: session.url };
  });
