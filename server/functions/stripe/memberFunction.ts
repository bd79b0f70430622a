import type { FastifyRequest } from 'fastify';
import { signedInUser, type Claims } from '../caller.ts';
import type { BodyRule, EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { paymentsOf, type Payments } from './payments.ts';

/** What a member's payment function answers, given Stripe, the member's id and claims, and the request. */
type MemberHandler = (payments: Payments, member: { userId: string; claims: Claims }, request: FastifyRequest) => Promise<unknown>;

/**
 * A POST function of a signed-in member that goes to Stripe: 503 payments_off when Stripe is not configured, 401
 * for anyone not signed in, both before the body is read.
 */
export function memberPaymentFunction(context: FunctionContext, name: string, body: BodyRule, handle: MemberHandler): EdgeFunction {
  return {
    name,
    method: 'POST',
    body,
    async authorize(request) {
      paymentsOf(context);
      await signedInUser(context, request);
    },
    async handle(request) {
      const claims = await signedInUser(context, request);
      return handle(paymentsOf(context), { userId: claims.sub as string, claims }, request);
    },
  };
}
