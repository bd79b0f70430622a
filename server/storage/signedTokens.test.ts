import { describe, expect, it } from 'vitest';
import { signObjectToken, verifyObjectToken } from './signedTokens.ts';

const SECRET = 's'.repeat(40);

describe('signed URL tokens', () => {
  it('name one object and hold until their expiry, then are refused as expired', async () => {
    const issuedAt = new Date('2026-11-26T12:00:00Z');
    const token = await signObjectToken(SECRET, { url: 'media/a.mp4' }, 60, { now: () => issuedAt });
    const at = (seconds: number) => ({ now: () => new Date(issuedAt.getTime() + seconds * 1000) });
    await expect(verifyObjectToken(SECRET, token, 'media/a.mp4', at(59))).resolves.toMatchObject({ url: 'media/a.mp4' });
    await expect(verifyObjectToken(SECRET, token, 'media/a.mp4', at(61))).rejects.toMatchObject({ status: 400, code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('refuse another object, another secret and garbage', async () => {
    const token = await signObjectToken(SECRET, { url: 'media/a.mp4' }, 60);
    await expect(verifyObjectToken(SECRET, token, 'media/b.mp4')).rejects.toMatchObject({ status: 400 });
    await expect(verifyObjectToken('t'.repeat(40), token, 'media/a.mp4')).rejects.toMatchObject({ status: 400 });
    await expect(verifyObjectToken(SECRET, 'not.a.token', 'media/a.mp4')).rejects.toMatchObject({ status: 400 });
  });
});
