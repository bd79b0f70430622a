import type { FastifyInstance } from 'fastify';
import { audit } from '../audit.ts';
import type { AuthContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { requireUser } from '../guard.ts';

/** POST /logout?scope=global|local|others (auth-api.md §3.5): 204, no body. */
export function logoutRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post<{ Querystring: { scope?: string } }>(
    '/logout',
    { schema: { querystring: { type: 'object', properties: { scope: { type: 'string' } } } } },
    async (request, reply) => {
      const scope = request.query.scope ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
      const { user, session } = await requireUser(ctx, request);
      await ctx.db.transaction(async (q) => {
        if (!session || scope === 'global') await q.query('delete from auth.sessions where user_id = $1', [user.id]);
        else if (scope === 'local') await q.query('delete from auth.sessions where id = $1', [session.id]);
        else await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
        await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'logout', logType: 'account', ip: request.ip, traits: { scope } });
      });
      return reply.code(204).send();
    },
  );
}
