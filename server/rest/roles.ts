import { apiKeyRefusal, bearerToken, type ApiKeyOptions } from '../http/apiKey.ts';
import { GatewayError, jwtDecodeError, jwtExpired, RestError, unknownRole } from './errors.ts';

/** The roles a request may run as (Supabase's); anything else in a token is refused. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

export type Claims = Record<string, unknown>;

export type RoleOptions = ApiKeyOptions;

/** Who runs a request: the role to switch to and the claims `auth.uid()`, `auth.jwt()` read. */
export interface Caller {
  role: ApiRole;
  claims: Claims;
}

/** The gateway's rule, as on /auth/v1: a known API key, or a JWT of ours with role anon or service_role. */
export async function checkApiKey(options: RoleOptions, key: string | undefined): Promise<void> {
  const refusal = await apiKeyRefusal(options, key);
  if (refusal) throw new GatewayError(refusal);
}

/** jose's error codes for claims that are well formed but not valid now. */
function verificationError(error: unknown): RestError {
  const { code, claim } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; claim?: unknown };
  if (code === 'ERR_JWT_EXPIRED') return jwtExpired();
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'nbf') return new RestError(401, 'PGRST303', 'JWT not yet valid');
  return jwtDecodeError('JWT cryptographic operation failed');
}

/**
 * The caller from the bearer token, else from the API key (checked already). PostgREST's answers:
 * an undecodable or badly signed token is 401 PGRST301, an expired one 401 PGRST303, a role that
 * is not one of the three 401; a token without a role is anon.
 */
export async function callerOf(options: RoleOptions, authorization: string | undefined, apiKey: string): Promise<Caller> {
  const token = bearerToken(authorization) ?? apiKey;
  if (token === '') throw jwtDecodeError('Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtDecodeError(`Expected 3 parts in JWT; got ${parts}`);
  let claims: Claims;
  try {
    claims = await options.verifyJwt(token);
  } catch (error) {
    throw verificationError(error);
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !API_ROLES.has(role)) throw unknownRole(typeof role === 'string' ? role : JSON.stringify(role));
  return { role: role as ApiRole, claims };
}
