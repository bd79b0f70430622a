import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiKeyOf, header } from '../http/apiKey.ts';
import { registerCors } from '../http/cors.ts';
import { fromDatabaseError } from './databaseErrors.ts';
import { bodyTooLarge, GatewayError, invalidBody, RestError } from './errors.ts';
import { execute } from './execute.ts';
import { planRequest } from './plan.ts';
import { sendError, sendResult, singularCheck } from './reply.ts';
import { parseApiRequest } from './request/apiRequest.ts';
import { EXPOSED_SCHEMAS } from './request/media.ts';
import { callerOf, checkApiKey, type RoleOptions } from './roles.ts';
import { loadSchemaCache, type SchemaCache } from './schemaCache.ts';
import { buildStatement } from './sql/statements.ts';

export interface RestPluginOptions extends RoleOptions {
  db: Database;
}

/** PostgREST's channel: `notify pgrst, 'reload schema'` makes every server process re-read the catalog. */
const RELOAD_CHANNEL = 'pgrst';
const BODY_LIMIT = 1024 * 1024;

function toRestError(error: unknown): RestError | GatewayError {
  if (error instanceof RestError || error instanceof GatewayError) return error;
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge(BODY_LIMIT);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return invalidBody('Empty or invalid json');
  return new RestError(500, 'PGRSTX00', 'Internal server error');
}

/**
 * The data API under /rest/v1: the PostgREST subset of data-api.md. Each request is parsed
 * (request/), resolved against the schema cache (plan.ts), turned into one parameterised
 * statement (sql/), run in one transaction as the caller's role (execute.ts) and written back
 * (reply.ts).
 */
export async function restPlugin(app: FastifyInstance, options: RestPluginOptions): Promise<void> {
  const { db } = options;
  let cache: SchemaCache = await loadSchemaCache(db, EXPOSED_SCHEMAS);
  let reloading: Promise<void> | undefined;
  const reload = () => {
    reloading ??= loadSchemaCache(db, EXPOSED_SCHEMAS)
      .then((fresh) => void (cache = fresh))
      .catch((error: unknown) => app.log.error({ err: error }, 'schema cache reload failed'))
      .finally(() => (reloading = undefined));
  };
  const unlisten = await db.listen(RELOAD_CHANNEL, {
    notify: (payload) => (payload === '' || payload === 'reload schema' ? reload() : undefined),
    reset: (live) => (live ? reload() : undefined),
  });
  app.addHook('onClose', async () => unlisten());

  // Bodies are read as text: parsed here, and sent to PostgreSQL as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error, request, reply) => {
    const restError = toRestError(error);
    if (restError.status >= 500) request.log.error({ err: error }, 'data API request failed');
    return sendError(reply, restError);
  });

  registerCors(app);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS') return done();
    const key = apiKeyOf(request);
    if (key === options.keys.anon || key === options.keys.serviceRole) return done();
    checkApiKey(options, key).then(() => done(), done);
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await callerOf(options, header(request, 'authorization'), apiKeyOf(request) as string);
    const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
    const api = parseApiRequest({ method: request.method, path, url: request.url, headers: request.headers, body: request.body as string | undefined });
    const plan = planRequest(api, cache);
    const statement = buildStatement(plan);
    let result;
    try {
      result = await execute(db, {
        caller,
        method: api.method,
        path,
        readOnly: api.method === 'GET' || api.method === 'HEAD',
        statement,
        check: singularCheck(plan),
      });
    } catch (error) {
      throw fromDatabaseError(error, caller.role === 'anon');
    }
    return sendResult(reply, api, plan, result);
  };
  app.all('/', handler);
  app.all('/*', handler);
}
