import type { FastifyInstance } from 'fastify';

const ALLOW_HEADERS = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept, x-jwt-aud';
const EXPOSE_HEADERS = 'X-Supabase-Api-Version, X-Total-Count, Link, x-sb-error-code';

/** CORS as GoTrue answers it, so a page on another origin (Vite, a CDN) can call the API. */
export function registerCors(app: FastifyInstance): void {
  // Callback style: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.header('Access-Control-Allow-Origin', origin ?? '*');
    reply.header('Vary', 'Origin');
    if (origin) reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    if (request.method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS)
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send();
      return;
    }
    done();
  });
}
