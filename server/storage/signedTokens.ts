import { jwtVerify, SignJWT } from 'jose';
import { invalidJwt } from './errors.ts';

/**
 * The tokens of signed URLs (Supabase's): an HS256 JWT, signed with the server's JWT secret, naming
 * one object as `url: "bucket/name"` with an expiry; an upload token also carries who uploads and
 * whether it may replace. `now` is for tests of expiry.
 */
export interface SignedObject {
  url: string;
}

export interface SignedUpload extends SignedObject {
  owner: string | null;
  upsert: boolean;
}

export interface TokenClock {
  now?: () => Date;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signObjectToken(secret: string, payload: SignedObject | SignedUpload, expiresInSeconds: number, clock: TokenClock = {}): Promise<string> {
  const issued = Math.floor((clock.now?.() ?? new Date()).getTime() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issued)
    .setExpirationTime(issued + expiresInSeconds)
    .sign(keyOf(secret));
}

/**
 * The payload of a token for `url` (bucket/name): 400 InvalidJWT when it is badly signed, expired,
 * or names another object, as Supabase answers.
 */
export async function verifyObjectToken(secret: string, token: string, url: string, clock: TokenClock = {}): Promise<SignedObject & Partial<SignedUpload>> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: clock.now?.(), requiredClaims: ['exp'] }));
  } catch (error) {
    throw invalidJwt((error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'invalid signature');
  }
  if (payload.url !== url) throw invalidJwt('Invalid signature: the token is for another object');
  return payload as unknown as SignedObject & Partial<SignedUpload>;
}
