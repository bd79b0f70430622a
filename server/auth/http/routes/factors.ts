import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { site } from '../../../../shared/site.ts';
import type { Queryable } from '../../../db/database.ts';
import { newTotpSecret, verifyTotp } from '../../crypto/totp.ts';
import { AuthError, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { deleteFactor, findOwnedFactor } from '../../store/factors.ts';
import { addAmrClaim, issueRefreshToken } from '../../store/sessions.ts';
import type { FactorRow } from '../../store/users.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { isUuid } from '../guards.ts';
import { idParams, optionalString } from '../input/schemas.ts';
import { sessionResponse } from '../replies/sessionResponse.ts';

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

const enrollSchema = { body: { type: 'object', properties: { factor_type: optionalString, friendly_name: optionalString, issuer: optionalString } } } as const;
const factorSchema = { params: idParams } as const;
const verifySchema = { params: idParams, body: { type: 'object', properties: { challenge_id: optionalString, code: optionalString } } } as const;

/** Refuses enrolment past the user's maximum and a second factor of the same name. */
async function assertRoomForFactor(ctx: AuthContext, userId: string, friendlyName: string | null | undefined): Promise<void> {
  const existing = (await ctx.db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1', [userId])).rows;
  // Unverified factors count too, so abandoned enrolments cannot pile up without bound.
  if (existing.length >= ctx.settings.maxFactors) {
    throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (friendlyName && existing.some((f) => f.friendly_name === friendlyName)) {
    throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
}

/** POST /factors: a new unverified TOTP factor, with its secret, otpauth URI and QR code. */
async function enroll(ctx: AuthContext, request: AuthRequest<typeof enrollSchema>) {
  const { user } = request.principal;
  const { factor_type: type, friendly_name: friendlyName } = request.body;
  if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone or webauthn');
  await assertRoomForFactor(ctx, user.id, friendlyName);
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
}

/** POST /factors/:id/challenge: a challenge, bound to the caller's IP, to verify a code against. */
async function challenge(ctx: AuthContext, request: AuthRequest<typeof factorSchema>) {
  const { user } = request.principal;
  const factor = await ownFactor(ctx, user.id, request.params.id);
  const id = randomUUID();
  await ctx.db.transaction(async (q) => {
    await q.query('insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)', [id, factor.id, request.ip]);
    await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
  });
  return { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + ctx.settings.mfaChallengeExpirySeconds };
}

/** The open challenge `challengeId` of `factorId`, locked, refused when expired or asked from another IP. */
async function openChallenge(q: Queryable, ctx: AuthContext, factorId: string, challengeId: string, ip: string): Promise<ChallengeRow> {
  const { rows } = await q.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address = $3::inet as same_ip
     from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [isUuid(challengeId) ? challengeId : '00000000-0000-0000-0000-000000000000', factorId, ip],
  );
  const found = rows[0];
  if (!found || found.verified_at) throw new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (Date.now() - found.created_at.getTime() > ctx.settings.mfaChallengeExpirySeconds * 1000) {
    throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`);
  }
  if (!found.same_ip) throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  return found;
}

/** POST /factors/:id/verify: a right code verifies the factor and lifts the session to aal2, with new tokens. */
async function verify(ctx: AuthContext, request: AuthRequest<typeof verifySchema>) {
  const { user, session } = request.principal;
  const factor = await ownFactor(ctx, user.id, request.params.id);
  const { challenge_id: challengeId, code } = request.body;
  if (!challengeId || !code) throw validationFailed('challenge_id and code are required');
  if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return ctx.db.transaction(async (q) => {
    const open = await openChallenge(q, ctx, factor.id, challengeId, request.ip);
    if (!verifyTotp(factor.secret ?? '', code.trim())) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [open.id]);
    await q.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
    await q.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
    await addAmrClaim(q, session.id, 'totp');
    // A new refresh token for the lifted session; the old ones would mint aal2 tokens for a holder who never proved it.
    await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [session.id]);
    const refreshToken = await issueRefreshToken(q, session, null);
    return sessionResponse(q, ctx, user.id, session.id, refreshToken);
  });
}

/** DELETE /factors/:id: a verified factor only from an aal2 session. */
async function unenroll(ctx: AuthContext, request: AuthRequest<typeof factorSchema>) {
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
}

/** Tokens of anonymous users are refused on every factor route, as GoTrue's MFA routes refuse them. */
const signedInNotAnonymous = { refuseAnonymous: true };

/** TOTP factors (docs/auth-api.md#factors): enroll, challenge, verify (→ aal2), unenroll; signed in, not anonymous. */
export function factorRoutes(app: AuthApp, ctx: AuthContext): void {
  const config = signedInNotAnonymous;
  app.post('/factors', { config, schema: enrollSchema }, (request) => enroll(ctx, request));
  app.post('/factors/:id/challenge', { config, schema: factorSchema }, (request) => challenge(ctx, request));
  app.post('/factors/:id/verify', { config, schema: verifySchema }, (request) => verify(ctx, request));
  app.delete('/factors/:id', { config, schema: factorSchema }, (request) => unenroll(ctx, request));
}
