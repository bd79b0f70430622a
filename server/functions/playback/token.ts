import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest a playback token lives. */
export const TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** What a token grants: one video's files at `location`, to one viewer, until `expires`, whole or its preview's first segments. */
export interface PlaybackGrant {
  videoId: string;
  /** The viewer's user id; '' for a visitor. */
  userId: string;
  /** Seconds since the epoch. */
  expires: number;
  /** 0: the whole video; n: only its first n segments (the preview). */
  previewSegments: number;
  /** Where its files are: `s:videos/{id}/{version}` (bucket media) or `h:{clip}` (a sample). */
  location: string;
}

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/** Tokens whose signature was checked, kept so a player's run of segments is not signed again on each (bounded). */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens for the path of a premium video's playlists and segments (decision 2613): the grant as base64url JSON, a
 * dot, and an HMAC-SHA256 of it under a key of its own derived from the server's secret. Checking one needs no
 * database: the signature, the clock and the path's video id are enough. A token already verified is remembered
 * by its exact text (only ones we signed: a forged one is checked again each time), and its clock and video are
 * checked on every request.
 */
export function playbackTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('stillwater playback token').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const verified = new Map<string, PlaybackGrant>();

  /** The grant a token carries, if it is well formed and signed by us, whatever its clock and video. */
  function signedGrant(token: string): PlaybackGrant | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined || payload.length > 2048) return undefined;
    const expected = sign(payload);
    const given = Buffer.from(signature, 'base64url');
    // Only the one spelling we issue: base64url ignores a last character's spare bits, and a token is one string.
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || b64(given) !== signature) return undefined;
    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const { v, u, e, n, l } = (fields ?? {}) as Record<string, unknown>;
    if (typeof v !== 'string' || typeof u !== 'string' || typeof e !== 'number' || typeof n !== 'number' || typeof l !== 'string') return undefined;
    return { videoId: v, userId: u, expires: e, previewSegments: n, location: l };
  }

  return {
    issue(grant: PlaybackGrant): string {
      const payload = b64(JSON.stringify({ v: grant.videoId, u: grant.userId, e: grant.expires, n: grant.previewSegments, l: grant.location }));
      return `${payload}.${b64(sign(payload))}`;
    },

    /** The grant of a token that is well formed, signed by us, for `videoId`, and alive at `nowMs` (at most 4 h ahead); else undefined. */
    check(token: string, videoId: string, nowMs: number): PlaybackGrant | undefined {
      let grant = verified.get(token);
      if (!grant) {
        grant = signedGrant(token);
        if (!grant) return undefined;
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, grant);
      }
      const nowSeconds = nowMs / 1000;
      if (grant.videoId !== videoId || grant.expires <= nowSeconds || grant.expires > nowSeconds + TOKEN_LIFETIME_MS / 1000 + 60) return undefined;
      return grant;
    },
  };
}

export type PlaybackTokens = ReturnType<typeof playbackTokens>;
