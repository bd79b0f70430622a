import { validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import type { AuthApp, AuthContext } from '../context.ts';

const SCOPES = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others (docs/auth-api.md#logout): 204, no body; signed in. */
export function logoutRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post(
    '/logout',
    {
      schema: { querystring: { type: 'object', properties: { scope: { type: 'string' } } } },
      // An unknown scope is refused before the token is read.
      preHandler: async (request) => {
        const scope = request.query.scope ?? 'global';
        if (!SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
      },
    },
    async (request, reply) => {
      const scope = request.query.scope ?? 'global';
      const { user, session } = request.principal;
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
