import type { FastifyInstance } from 'fastify';

/** What supabase-js sends to /rest/v1 from a browser, and what it reads back (Content-Range for counts). */
const PREFLIGHT = {
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};
const REQUEST_HEADERS =
  'apikey, authorization, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-client-info, x-retry-count, x-supabase-api-version';
const EXPOSED = {
  'access-control-expose-headers': 'Content-Range, Content-Profile, Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version',
  vary: 'Origin',
};

/** CORS for the data API, as Supabase's gateway answers it: any origin, preflights answered before the key check. */
export function registerRestCors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.headers(EXPOSED).header('access-control-allow-origin', origin ?? '*');
    if (origin) reply.header('access-control-allow-credentials', 'true');
    if (request.method !== 'OPTIONS') return done();
    const asked = request.headers['access-control-request-headers'];
    reply.headers(PREFLIGHT).header('access-control-allow-headers', asked ? `${REQUEST_HEADERS}, ${asked}` : REQUEST_HEADERS);
    reply.code(204).send();
  });
}
