import { SignJWT } from 'jose';

export type ApiKeyRole = 'anon' | 'service_role';

/** Fixed issue time, so the printed keys stay the same across restarts for one JWT_SECRET. */
const ISSUED_AT = 1_763_683_200; // 2025-11-21
const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** An API key in Supabase's legacy format: an HS256 JWT carrying only a role. */
function createApiKey(secret: string, role: ApiKeyRole): Promise<string> {
  return new SignJWT({ role, iss: 'supabase', ref: 'local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ISSUED_AT)
    .setExpirationTime(ISSUED_AT + TEN_YEARS_S)
    .sign(new TextEncoder().encode(secret));
}

export interface ApiKeys {
  anon: string;
  serviceRole: string;
}

export async function createApiKeys(secret: string): Promise<ApiKeys> {
  return { anon: await createApiKey(secret, 'anon'), serviceRole: await createApiKey(secret, 'service_role') };
}
