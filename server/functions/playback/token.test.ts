import { describe, expect, it } from 'vitest';
import { playbackTokens } from './token.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const grant = { videoId: 'a-class', userId: 'u1', expires: NOW / 1000 + 3600, previewSegments: 0, location: 's:videos/a-class/v1' };

describe('playback tokens', () => {
  const tokens = playbackTokens('a server secret of at least thirty-two characters');

  it('checks a token it issued, for its video, while it lives', () => {
    const token = tokens.issue(grant);
    expect(tokens.check(token, 'a-class', NOW)).toEqual(grant);
    expect(tokens.check(token, 'another-class', NOW)).toBeUndefined();
    expect(tokens.check(token, 'a-class', NOW + 3600_000)).toBeUndefined();
  });

  it("refuses another server's tokens, changed ones, and grants beyond 4 hours", () => {
    expect(playbackTokens('another secret entirely, also long enough').check(tokens.issue(grant), 'a-class', NOW)).toBeUndefined();
    const [payload, signature] = tokens.issue(grant).split('.') as [string, string];
    const longer = Buffer.from(JSON.stringify({ v: 'a-class', u: 'u1', e: NOW / 1000 + 3600, n: 0, l: 's:videos/other/v1' })).toString('base64url');
    expect(tokens.check(`${longer}.${signature}`, 'a-class', NOW)).toBeUndefined();
    expect(tokens.check(payload, 'a-class', NOW)).toBeUndefined();
    expect(tokens.check(`${payload}.${signature}.x`, 'a-class', NOW)).toBeUndefined();
    // The same signature's bytes spelt another way (the last character's spare bits).
    const last = signature.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = [...alphabet].find((c) => c !== last && Buffer.from(`${signature.slice(0, -1)}${c}`, 'base64url').equals(Buffer.from(signature, 'base64url')));
    expect(twin).toBeDefined();
    expect(tokens.check(`${payload}.${signature.slice(0, -1)}${twin}`, 'a-class', NOW)).toBeUndefined();
    expect(tokens.check(tokens.issue({ ...grant, expires: NOW / 1000 + 5 * 3600 }), 'a-class', NOW)).toBeUndefined();
  });
});
