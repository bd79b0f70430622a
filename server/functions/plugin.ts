import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyOf, apiKeyRefusal } from '../http/apiKey.ts';
import { registerCors } from '../http/cors.ts';
import { billingPortal } from './billingPortal/function.ts';
import { checkout } from './checkout/function.ts';
import type { BodyRule, EdgeFunction, FunctionContext } from './edgeFunction.ts';
import { FunctionError, sendFunctionError, toFunctionError } from './errors.ts';
import { playback } from './playback/function.ts';
import { playbackStream } from './playback/stream.ts';
import { memberPremium } from './premium/memberPremium.ts';
import { premiumCodes } from './premium/premiumCodes.ts';
import { redeemCode } from './premium/redeemCode.ts';
import { watchDeletedMembers } from './stripe/cancellations.ts';
import { stripeWebhook } from './stripeWebhook/function.ts';
import { teacherPhoto } from './teacherPhoto/function.ts';
import { videoMedia } from './videoMedia/function.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A function's route that the gateway lets through with no API key (EdgeFunction.withoutApiKey). */
    withoutApiKey?: boolean;
  }
}

/** Every function, by name (docs/functions.md). */
const functionsOf = (context: FunctionContext): EdgeFunction[] => [
  teacherPhoto(context),
  videoMedia(context),
  playback(context),
  playbackStream(context),
  checkout(context),
  billingPortal(context),
  stripeWebhook(context),
  redeemCode(context),
  premiumCodes(context),
  memberPremium(context),
];

/** Every error of a function's scope as `{ error, message }`. */
const errorHandler = (body?: BodyRule) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const functionError = toFunctionError(error, body);
  if (functionError.status >= 500) request.log.error({ err: error }, 'function failed');
  return sendFunctionError(reply, functionError);
};

/** One function in a scope of its own, which reads only the bodies it accepts. */
async function registerFunction(app: FastifyInstance, edgeFunction: EdgeFunction): Promise<void> {
  await app.register(async (scope) => {
    const { body, authorize } = edgeFunction;
    scope.setErrorHandler(errorHandler(body));
    scope.removeAllContentTypeParsers();
    if (body) scope.addContentTypeParser([...body.types], { parseAs: 'buffer', bodyLimit: body.limit }, (_request, bytes, done) => done(null, bytes));
    scope.route({
      method: edgeFunction.method,
      url: edgeFunction.url ?? `/${edgeFunction.name}`,
      config: { withoutApiKey: edgeFunction.withoutApiKey === true },
      ...(authorize ? { onRequest: (request, _reply, done) => void authorize(request).then(() => done(), done) } : {}),
      handler: edgeFunction.handle,
    });
  });
}

/**
 * The functions under /functions/v1, as Supabase's Edge Functions are called: a small router of named
 * functions, each in its own folder. The gateway's rules come first (CORS, an API key, decision 2404), then the
 * function's own checks; every refusal is `{ error, message }`.
 */
export async function functionsPlugin(app: FastifyInstance, context: FunctionContext): Promise<void> {
  app.setErrorHandler(errorHandler());
  app.setNotFoundHandler((_request, reply) => sendFunctionError(reply, new FunctionError(404, 'not_found', 'There is no such function.')));

  registerCors(app);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config.withoutApiKey) return done();
    const key = apiKeyOf(request);
    if (key === context.keys.anon || key === context.keys.serviceRole) return done();
    apiKeyRefusal(context, key).then((refusal) => done(refusal ? new FunctionError(401, 'invalid_api_key', refusal) : undefined), done);
  });

  for (const edgeFunction of functionsOf(context)) await registerFunction(app, edgeFunction);

  if (context.payments) {
    const stop = await watchDeletedMembers(context.db, context.payments, context.now, (message) => app.log.warn(message));
    app.addHook('onClose', stop);
  }
}
