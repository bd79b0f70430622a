import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hs256Header, signHs256, verifyHs256 } from './hs256.ts';

const key = createSecretKey(Buffer.from('s'.repeat(40)));
const now = () => Math.floor(Date.now() / 1000);

describe('HS256 on node:crypto', () => {
  it('signs tokens jose verifies and verifies tokens jose signs', async () => {
    const ours = signHs256(key, { alg: 'HS256', typ: 'JWT' }, { sub: 'a', exp: now() + 60 });
    expect((await jwtVerify(ours, key)).payload.sub).toBe('a');
    const theirs = await new SignJWT({ sub: 'b' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1m').sign(key);
    expect(hs256Header(theirs)).toEqual({ kid: undefined });
    expect(verifyHs256(key, theirs).sub).toBe('b');
  });

  it('refuses a wrong signature, an expired token and a token not yet valid', () => {
    const other = createSecretKey(Buffer.from('o'.repeat(40)));
    expect(() => verifyHs256(key, signHs256(other, { alg: 'HS256' }, { exp: now() + 60 }))).toThrow(errors.JWSSignatureVerificationFailed);
    expect(() => verifyHs256(key, signHs256(key, { alg: 'HS256' }, { exp: now() }))).toThrow(errors.JWTExpired);
    expect(() => verifyHs256(key, signHs256(key, { alg: 'HS256' }, { nbf: now() + 60 }))).toThrow(errors.JWTClaimValidationFailed);
    expect(() => verifyHs256(key, signHs256(key, { alg: 'HS256' }, { exp: 'later' } as never))).toThrow(errors.JWTClaimValidationFailed);
  });

  it('leaves other algorithms, header extensions and malformed tokens to jose', () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(hs256Header(none)).toBeUndefined();
    expect(hs256Header(signHs256(key, { alg: 'HS256', crit: 'b64' }, {}))).toBeUndefined();
    expect(hs256Header('not.a.jwt!')).toBeUndefined();
    expect(hs256Header('two.parts')).toBeUndefined();
  });
});
