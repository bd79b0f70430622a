import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';
import { askPlayback, PREVIEW_SEGMENTS, SEGMENTS, storedVideo } from './support/storedLadder.ts';

const PREMIUM = 'hostile-premium-class';
const OTHER = 'hostile-other-class';
const HOUR = 3_600_000;
const seg = (index: number) => `240p/seg_${String(index).padStart(3, '0')}.m4s`;

const ODD_FILES = [
  '', '/', '..', '../master.m3u8', '240p/../../../etc/passwd', '%2e%2e/%2e%2e/master.m3u8', '240p%2Fseg_000.m4s', 'master.m3u8%00.jpg',
  '240p//seg_000.m4s', 'seg_000.m4s', '240p/seg_-1.m4s', '240p/seg_99999999999.m4s', `240p/${'a'.repeat(5000)}.m4s`, 'ü/å.m3u8',
  'master.m3u8?download=x', '240p/playlist.m3u8#x', 'a/b/c/d.m4s', '240p/SEG_000.M4S', '.m3u8', 'master.M3U8',
];

/** `text` with `count` characters changed, dropped or added at random places: never `text` itself. */
function mutate(text: string, count: number): string {
  let out = text;
  while (out === text) out = mutateOnce(text, count);
  return out;
}

function mutateOnce(text: string, count: number): string {
  let out = text;
  for (let i = 0; i < count; i += 1) {
    const at = randomInt(0, Math.max(1, out.length));
    const kind = randomInt(0, 3);
    const char = 'AZaz09-_.~%/'.charAt(randomInt(0, 12));
    out = kind === 0 ? `${out.slice(0, at)}${char}${out.slice(at + 1)}` : kind === 1 ? `${out.slice(0, at)}${out.slice(at + 1)}` : `${out.slice(0, at)}${char}${out.slice(at)}`;
  }
  return out;
}

describe('1,000 hostile requests at the playback gate', () => {
  let now = Date.now();
  const server = suiteServer({ autoconfirm: true, functionsClock: () => now });
  let preview = '';
  let whole = '';
  let otherWhole = '';

  beforeAll(async () => {
    const editor = await memberWithRole(server, 'editor');
    const entitled = await signedInMember(server);
    await storedVideo(server, editor, PREMIUM, true);
    await storedVideo(server, editor, OTHER, true);
    await server.db.query("insert into public.entitlements (user_id, source, valid_until) values ($1, 'grant', $2)", [entitled.userId, new Date(now + 24 * HOUR).toISOString()]);
    const tokenOf = async (videoId: string, token?: string) => ((await (await askPlayback(server, videoId, token)).json()) as { url: string }).url.split('/')[5] as string;
    preview = await tokenOf(PREMIUM);
    whole = await tokenOf(PREMIUM, entitled.accessToken);
    otherWhole = await tokenOf(OTHER, entitled.accessToken);
  });

  it('answers none with a 5xx, and serves no byte of a premium rendition beyond what a valid token grants', async () => {
    const attempts: { path: string; granted: 'none' | 'preview' | 'whole' }[] = [];
    const gate = (videoId: string, token: string, file: string) => `/functions/v1/playback/${videoId}/${token}/${file}`;
    for (let i = 0; i < 1000; i += 1) {
      const file = i % 4 === 0 ? ODD_FILES[i % ODD_FILES.length]! : seg(randomInt(0, SEGMENTS));
      switch (i % 8) {
        case 0: attempts.push({ path: gate(PREMIUM, mutate(whole, 1 + (i % 5)), file), granted: 'none' }); break; // forged
        case 1: attempts.push({ path: gate(PREMIUM, whole.slice(0, randomInt(0, whole.length)), file), granted: 'none' }); break; // truncated
        case 2: attempts.push({ path: gate(PREMIUM, otherWhole, file), granted: 'none' }); break; // swapped
        case 3: attempts.push({ path: gate(PREMIUM, preview, file), granted: 'preview' }); break; // a preview asking for more
        case 4: attempts.push({ path: gate(PREMIUM, whole, file), granted: 'whole' }); break; // replayed: a valid token, again
        case 5: attempts.push({ path: gate(mutate(PREMIUM, 1), whole, file), granted: 'none' }); break; // another video's path
        case 6: attempts.push({ path: `/storage/v1/object/public/media/videos/${PREMIUM}/v1/${file}`, granted: 'none' }); break; // no token
        default: attempts.push({ path: `/functions/v1/playback/${mutate(`${PREMIUM}/${whole}`, 3)}/${file}`, granted: 'none' }); // odd paths
      }
    }
    // Expired: the same valid tokens, once the clock has passed their end.
    const expired = Array.from({ length: 50 }, (_, i) => ({ path: gate(PREMIUM, i % 2 ? whole : preview, seg(i % SEGMENTS)), granted: 'none' as const }));

    const check = async ({ path, granted }: (typeof attempts)[number]) => {
      const response = await fetch(`${server.url}${path}`);
      const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(response.status, path).toBeLessThan(500);
      const segment = /segment (\d+)/.exec(body);
      if (!segment) return;
      const index = Number(segment[1]);
      // Bytes of a segment only with a token that grants it.
      expect(granted, path).not.toBe('none');
      if (granted === 'preview') expect(index, path).toBeLessThan(PREVIEW_SEGMENTS);
    };
    for (let i = 0; i < attempts.length; i += 25) await Promise.all(attempts.slice(i, i + 25).map(check));
    now += 4 * HOUR + 60_000;
    await Promise.all(expired.map(check));
  }, 120_000);
});
