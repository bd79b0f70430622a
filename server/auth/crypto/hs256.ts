import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { errors as joseErrors, type JWTPayload } from 'jose';

/**
 * HS256 with node:crypto on the event loop. jose goes through WebCrypto, which hops to libuv's thread
 * pool for every HMAC; for a check that costs microseconds the hop is most of the price, and the pool
 * is shared with password hashing (decision 0804).
 */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HEADER_MEMBERS = new Set(['alg', 'typ', 'kid']);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const mac = (key: KeyObject, input: string) => createHmac('sha256', key).update(input).digest();

export function signHs256(key: KeyObject, header: Record<string, string>, claims: JWTPayload): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${mac(key, input).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseHeader(encoded: string): { kid?: string } | undefined {
  const header = decodeJson(encoded);
  if (!isObject(header) || header.alg !== 'HS256' || !Object.keys(header).every((name) => HEADER_MEMBERS.has(name))) return undefined;
  if (header.kid !== undefined && typeof header.kid !== 'string') return undefined;
  return { kid: header.kid };
}

// Nearly every token carries one of a few headers: each is parsed once.
const knownHeaders = new Map<string, { kid?: string } | undefined>();

/** The header of a compact JWS this module verifies (alg HS256, no extensions), else undefined. */
export function hs256Header(token: string): { kid?: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const encoded = parts[0] as string;
  if (knownHeaders.has(encoded)) return knownHeaders.get(encoded);
  const header = parseHeader(encoded);
  if (knownHeaders.size < 64) knownHeaders.set(encoded, header);
  return header;
}

// Claims parsed once per distinct payload (a client sends the same token many times); each use
// still checks the signature and the time claims.
const parsedClaims = new Map<string, Readonly<Record<string, unknown>> | undefined>();
const MAX_PARSED = 10_000;

function claimsOf(encoded: string): Readonly<Record<string, unknown>> | undefined {
  if (parsedClaims.has(encoded)) return parsedClaims.get(encoded);
  const claims = decodeJson(encoded);
  const value = isObject(claims) ? Object.freeze(claims) : undefined;
  if (parsedClaims.size >= MAX_PARSED) parsedClaims.delete(parsedClaims.keys().next().value as string);
  parsedClaims.set(encoded, value);
  return value;
}

/** Signature, then the time claims as jose checks them (no clock tolerance). Call after hs256Header. */
export function verifyHs256(key: KeyObject, token: string): JWTPayload {
  const end = token.lastIndexOf('.');
  const expected = mac(key, token.slice(0, end));
  const given = Buffer.from(token.slice(end + 1), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new joseErrors.JWSSignatureVerificationFailed();
  const claims = claimsOf(token.slice(token.indexOf('.') + 1, end));
  if (!claims) throw new joseErrors.JWTInvalid('JWT Claims Set must be a top-level JSON object');
  const now = Math.floor(Date.now() / 1000);
  for (const name of ['iat', 'nbf', 'exp']) {
    if (claims[name] !== undefined && typeof claims[name] !== 'number') {
      throw new joseErrors.JWTClaimValidationFailed(`"${name}" claim must be a number`, claims, name, 'invalid');
    }
  }
  if (typeof claims.nbf === 'number' && claims.nbf > now) {
    throw new joseErrors.JWTClaimValidationFailed('"nbf" claim timestamp check failed', claims, 'nbf', 'check_failed');
  }
  if (typeof claims.exp === 'number' && claims.exp <= now) {
    throw new joseErrors.JWTExpired('"exp" claim timestamp check failed', claims, 'exp', 'check_failed');
  }
  return claims as JWTPayload;
}
