/** The roles a request may run as (Supabase's); anything else in a token is refused. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

export type Claims = Record<string, unknown>;

/** Who runs a request: the role to switch to and the claims `auth.uid()`, `auth.jwt()` read. */
export interface Caller {
  role: ApiRole;
  claims: Claims;
}

/** Why a token names no caller; each service answers it in its own error shape. */
export type CallerProblem = 'malformed' | 'expired' | 'not_yet_valid' | 'invalid' | 'unknown_role';

export class CallerRefusal extends Error {
  readonly problem: CallerProblem;
  /** The role claim, for `unknown_role`. */
  readonly role: string | undefined;

  constructor(problem: CallerProblem, message: string, role?: string) {
    super(message);
    this.name = 'CallerRefusal';
    this.problem = problem;
    this.role = role;
  }
}

/** jose's error codes for claims that are well formed but not valid now. */
function verificationRefusal(error: unknown): CallerRefusal {
  const { code, claim } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; claim?: unknown };
  if (code === 'ERR_JWT_EXPIRED') return new CallerRefusal('expired', 'JWT expired');
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'nbf') return new CallerRefusal('not_yet_valid', 'JWT not yet valid');
  return new CallerRefusal('invalid', 'JWT cryptographic operation failed');
}

/**
 * The caller a JWT names, as PostgREST and Supabase Storage read it: a token without a role is
 * anon; one that does not verify, or names a role other than the three, is refused.
 */
export async function callerOfToken(verifyJwt: (token: string) => Promise<Claims>, token: string): Promise<Caller> {
  if (token === '') throw new CallerRefusal('malformed', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw new CallerRefusal('malformed', `Expected 3 parts in JWT; got ${parts}`);
  let claims: Claims;
  try {
    claims = await verifyJwt(token);
  } catch (error) {
    throw verificationRefusal(error);
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !API_ROLES.has(role)) {
    const name = typeof role === 'string' ? role : JSON.stringify(role);
    throw new CallerRefusal('unknown_role', `role "${name}" does not exist`, name);
  }
  return { role: role as ApiRole, claims };
}
