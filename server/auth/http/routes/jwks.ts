import type { AuthApp, AuthContext } from '../context.ts';

/** GET /.well-known/jwks.json: public parts of asymmetric signing keys; `{"keys":[]}` for HS256 only. */
export function jwksRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return ctx.signer.jwks;
  });
}
