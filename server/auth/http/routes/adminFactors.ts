import { AuthError } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { deleteFactor, findOwnedFactor } from '../../store/factors.ts';
import { findIdentitiesAndFactors } from '../../store/users.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { isUuid } from '../guards.ts';
import { loadAdminTarget } from '../input/admin.ts';
import { idParams } from '../input/schemas.ts';
import { factorJson } from '../replies/userJson.ts';

const factorParams = {
  type: 'object',
  properties: { id: { type: 'string' }, factorId: { type: 'string' } },
  required: ['id', 'factorId'],
} as const;

/** A user's MFA factors for the service_role key (docs/auth-api.md#admin): list, and delete one. */
export function adminFactorRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/admin/users/:id/factors', { schema: { params: idParams } }, async (request) => {
    const user = await loadAdminTarget(ctx.db, request.params.id);
    const { factors } = await findIdentitiesAndFactors(ctx.db, user.id);
    return factors.map(factorJson);
  });

  app.delete('/admin/users/:id/factors/:factorId', { schema: { params: factorParams } }, async (request) => {
    const { id, factorId } = request.params;
    return ctx.db.transaction(async (q) => {
      const user = await loadAdminTarget(q, id);
      if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
      const factor = await findOwnedFactor(q, user.id, factorId);
      if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
      await deleteFactor(q, factor.id);
      await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'factor_deleted', logType: 'factor', ip: request.ip, traits: { user_id: user.id, factor_id: factor.id } });
      return factorJson(factor);
    });
  });
}
