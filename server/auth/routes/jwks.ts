import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context.ts';

/** GET /.well-known/jwks.json: public parts of asymmetric signing keys; `{"keys":[]}` for HS256 only. */
export function jwksRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return ctx.signer.jwks;
  });
}
