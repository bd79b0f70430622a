import type { FastifyInstance } from 'fastify';

/** What Supabase's clients send from a browser to any service (auth-js, postgrest-js), plus what the page asks for. */
const ALLOW_HEADERS = [
  'apikey, authorization, content-type, accept, x-client-info, x-supabase-api-version',
  'x-jwt-aud',
  'accept-profile, content-profile, prefer, range, range-unit, x-retry-count',
].join(', ');

/** What the clients read back: auth-js the API version and error code, postgrest-js the count (Content-Range) and the rest. */
const EXPOSE_HEADERS = [
  'X-Supabase-Api-Version, x-sb-error-code, X-Total-Count, Link',
  'Content-Range, Content-Profile, Location, Preference-Applied, Range-Unit',
].join(', ');

const EVERY_ANSWER = { 'access-control-expose-headers': EXPOSE_HEADERS, vary: 'Origin' };
const PREFLIGHT = { 'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'access-control-max-age': '86400' };

/**
 * CORS for every API service, as Supabase's gateway answers it (decision 2401): any origin, its
 * credentials allowed, preflights answered 204 before the service's key check. Registered in each
 * service's plugin, so unknown paths under its prefix get the headers too; a service may expose more headers.
 */
export function registerCors(app: FastifyInstance, options: { expose?: string[] } = {}): void {
  const everyAnswer = options.expose ? { ...EVERY_ANSWER, 'access-control-expose-headers': [EXPOSE_HEADERS, ...options.expose].join(', ') } : EVERY_ANSWER;
  // Callback style: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.headers(everyAnswer).header('access-control-allow-origin', origin ?? '*');
    if (origin) reply.header('access-control-allow-credentials', 'true');
    if (request.method !== 'OPTIONS') return done();
    const asked = request.headers['access-control-request-headers'];
    reply.headers(PREFLIGHT).header('access-control-allow-headers', asked ? `${ALLOW_HEADERS}, ${asked}` : ALLOW_HEADERS);
    reply.code(204).send();
  });
}
