import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { site } from '../../../../shared/site.ts';
import { newTotpSecret, verifyTotp } from '../../crypto/totp.ts';
import { AuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { deleteFactor, findOwnedFactor } from '../../store/factors.ts';
import { addAmrClaim, issueRefreshToken } from '../../store/sessions.ts';
import type { FactorRow } from '../../store/users.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { isUuid } from '../guards.ts';
import { idParams, optionalString } from '../schemas.ts';
import { sessionResponse } from '../sessionResponse.ts';

interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  same_ip: boolean;
}

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

async function ownFactor(ctx: AuthContext, userId: string, id: string): Promise<FactorRow> {
  const factor = isUuid(id) ? await findOwnedFactor(ctx.db, userId, id) : undefined;
  if (!factor) throw factorNotFound();
  return factor;
}

/** TOTP factors (docs/auth-api.md#factors): enroll, challenge, verify (→ aal2), unenroll; signed in, not anonymous. */
export function factorRoutes(app: AuthApp, ctx: AuthContext): void {
  app.post(
    '/factors',
    {
      config: { refuseAnonymous: true },
      schema: { body: { type: 'object', properties: { factor_type: optionalString, friendly_name: optionalString, issuer: optionalString } } },
    },
    async (request) => {
      const { user } = request.principal;
      const { factor_type: type, friendly_name: friendlyName } = request.body;
      if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      if (type === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone or webauthn');
      const existing = (await ctx.db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1', [user.id])).rows;
      // Unverified factors count too, so abandoned enrolments cannot pile up without bound.
      if (existing.length >= ctx.settings.maxFactors) {
        throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      }
      if (friendlyName && existing.some((f) => f.friendly_name === friendlyName)) {
        throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const issuer = request.body.issuer || site.name;
      const secret = newTotpSecret();
      const account = user.email || user.phone || user.id;
      const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
      const id = randomUUID();
      // In a transaction so this process forgets the user's cached principal at commit (decision 0806).
      await ctx.db.transaction((q) =>
        q.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)`,
          [id, user.id, friendlyName || null, secret],
        ),
      );
      // auth-js makes this a `data:image/svg+xml;utf-8,` URL without encoding it: a '#' would end the URL there,
      // so the colours are named, as GoTrue's SVG names them.
      const qr = (await QRCode.toString(uri, { type: 'svg', margin: 1 })).replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
      return { id, type: 'totp', friendly_name: friendlyName ?? '', totp: { qr_code: qr, secret, uri } };
    },
  );

  app.post(
    '/factors/:id/challenge',
    { config: { rateLimit: { bucket: 'mfa', scope: 'mfa_challenge' }, refuseAnonymous: true }, schema: { params: idParams } },
    async (request) => {
      const { user } = request.principal;
      const factor = await ownFactor(ctx, user.id, request.params.id);
      const id = randomUUID();
      await ctx.db.transaction(async (q) => {
        await q.query('insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)', [id, factor.id, request.ip]);
        await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      });
      return { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + ctx.settings.mfaChallengeExpirySeconds };
    },
  );

  app.post(
    '/factors/:id/verify',
    {
      config: { rateLimit: { bucket: 'mfa', scope: 'mfa_verify' }, refuseAnonymous: true },
      schema: { params: idParams, body: { type: 'object', properties: { challenge_id: optionalString, code: optionalString } } },
    },
    async (request) => {
      const { user, session } = request.principal;
      const factor = await ownFactor(ctx, user.id, request.params.id);
      const { challenge_id: challengeId, code } = request.body;
      if (!challengeId || !code) throw validationFailed('challenge_id and code are required');
      if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return ctx.db.transaction(async (q) => {
        const { rows } = await q.query<ChallengeRow>(
          `select id, factor_id, created_at, verified_at, ip_address = $3::inet as same_ip
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
          [isUuid(challengeId) ? challengeId : '00000000-0000-0000-0000-000000000000', factor.id, request.ip],
        );
        const challenge = rows[0];
        if (!challenge || challenge.verified_at) throw new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
        if (Date.now() - challenge.created_at.getTime() > ctx.settings.mfaChallengeExpirySeconds * 1000) {
          throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
        }
        if (!challenge.same_ip) {
          throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
        }
        if (!verifyTotp(factor.secret ?? '', code.trim())) {
          throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        }
        await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
        await q.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
        await q.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
        await addAmrClaim(q, session.id, 'totp');
        // A new refresh token for the lifted session; the old ones would mint aal2 tokens for a holder who never proved it.
        await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [session.id]);
        const refreshToken = await issueRefreshToken(q, session, null);
        return sessionResponse(q, ctx, user.id, session.id, refreshToken);
      });
    },
  );

  app.delete('/factors/:id', { config: { refuseAnonymous: true }, schema: { params: idParams } }, async (request) => {
    const { user, session } = request.principal;
    const factor = await ownFactor(ctx, user.id, request.params.id);
    if (factor.status === 'verified' && (!session || session.aal === 'aal1')) {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await ctx.db.transaction(async (q) => {
      await deleteFactor(q, factor.id);
      await audit(q, { actorId: user.id, actorUsername: user.email ?? '', action: 'factor_unenrolled', logType: 'factor', ip: request.ip, traits: { factor_id: factor.id } });
    });
    return { id: factor.id };
  });
}
