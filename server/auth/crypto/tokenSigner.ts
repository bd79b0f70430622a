import { createSecretKey, type KeyObject } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import type { JwtConfig } from '../../config.ts';
import { hs256Header, signHs256, verifyHs256 } from './hs256.ts';

type Key = CryptoKey | Uint8Array | KeyObject;

interface VerifyKey {
  kid: string | undefined;
  alg: string;
  key: Key;
}

/** Signs access tokens and verifies every JWT the API receives (access tokens and API keys). */
export interface TokenSigner {
  sign(claims: JWTPayload, expiresAt: number, issuedAt: number): Promise<string>;
  verify(token: string): Promise<JWTPayload>;
  /** Public JWK set for /.well-known/jwks.json (asymmetric keys only). */
  readonly jwks: { keys: JWK[] };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
const ASYMMETRIC_ALGS = new Set(['ES256', 'RS256', 'EdDSA', 'ES384', 'RS384', 'RS512', 'PS256']);

function defaultAlg(jwk: JWK): string {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === 'EC') return 'ES256';
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'OKP') return 'EdDSA';
  return 'HS256';
}

function publicPart(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return { ...(copy as JWK), alg: defaultAlg(jwk), use: 'sig', key_ops: ['verify'] };
}

/**
 * HS256 with JWT_SECRET by default. With JWT_SIGNING_KEYS (a JWK set), the key whose key_ops has
 * "sign" (else the first key with a private part) signs; every key verifies, chosen by `kid`; a
 * token without a known kid and with alg HS256 falls back to the secret.
 */
export async function createTokenSigner({ secret, signingKeys }: JwtConfig): Promise<TokenSigner> {
  // A KeyObject made once: jose would otherwise import raw secret bytes into WebCrypto on every call.
  const secretKey = createSecretKey(Buffer.from(secret, 'utf8'));
  const verifyKeys: VerifyKey[] = [];
  const published: JWK[] = [];
  let signer: { kid: string | undefined; alg: string; key: Key } = { kid: undefined, alg: 'HS256', key: secretKey };

  if (signingKeys) {
    // The config checked that one key can sign.
    const chosen = signingKeys.find((k) => k.key_ops?.includes('sign')) ?? signingKeys.find((k) => k.d !== undefined || k.k !== undefined);
    for (const jwk of signingKeys) {
      const alg = defaultAlg(jwk);
      if (ASYMMETRIC_ALGS.has(alg)) {
        const pub = publicPart(jwk);
        verifyKeys.push({ kid: jwk.kid, alg, key: (await importJWK(pub, alg)) as Key });
        published.push(pub);
      } else {
        verifyKeys.push({ kid: jwk.kid, alg, key: (await importJWK(jwk, alg)) as Key });
      }
      if (jwk === chosen) {
        const signJwk = { ...jwk };
        delete signJwk.key_ops;
        signer = { kid: jwk.kid, alg, key: (await importJWK(signJwk, alg)) as Key };
      }
    }
  }

  return {
    jwks: { keys: published },
    async sign(claims, expiresAt, issuedAt) {
      const header: { alg: string; typ: string; kid?: string } = { alg: signer.alg, typ: 'JWT' };
      if (signer.kid) header.kid = signer.kid;
      if (signer.key === secretKey) return signHs256(secretKey, header, { ...claims, iat: issuedAt, exp: expiresAt });
      return new SignJWT(claims).setProtectedHeader(header).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(signer.key);
    },
    async verify(token) {
      const hs256 = hs256Header(token);
      if (hs256 && !verifyKeys.some((k) => k.kid !== undefined && k.kid === hs256.kid)) return verifyHs256(secretKey, token);
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const match = verifyKeys.find((k) => k.kid !== undefined && k.kid === header.kid);
          if (match) return match.key;
          if (header.alg === 'HS256') return secretKey;
          throw new Error('no key for this token');
        },
        { algorithms: ['HS256', ...ASYMMETRIC_ALGS] },
      );
      return payload;
    },
  };
}
