import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';
import { askPlayback, PREVIEW_SEGMENTS, publicUrl, SEGMENTS, segmentBytes, storedVideo } from './support/storedLadder.ts';

const PREMIUM = 'gated-premium-class';
const OTHER_PREMIUM = 'gated-other-class';
const FREE = 'gated-free-class';
const HOUR = 3_600_000;

const seg = (index: number) => `240p/seg_${String(index).padStart(3, '0')}.m4s`;
/** The gate's URL of `file`, from a playback URL (its master) of the same video. */
const sibling = (base: string, playbackUrl: string, file: string) => `${base}${playbackUrl.replace(/[^/]+$/, file)}`;

describe.each(backends)('gated playback (%s)', (backend) => {
  let now = Date.now();
  const server = suiteServer({ backend, autoconfirm: true, functionsClock: () => now });
  let editor: Member;
  let member: Member;
  let entitled: Member;

  beforeAll(async () => {
    editor = await memberWithRole(server, 'editor');
    member = await signedInMember(server);
    entitled = await signedInMember(server);
    await storedVideo(server, editor, PREMIUM, true);
    await storedVideo(server, editor, OTHER_PREMIUM, true);
    await storedVideo(server, editor, FREE, false);
    await server.db.query("insert into public.entitlements (user_id, source, valid_until) values ($1, 'grant', $2)", [entitled.userId, new Date(now + 30 * 24 * HOUR).toISOString()]);
  });
  afterEach(() => {
    now = Date.now();
  });

  const playbackOf = async (videoId: string, token?: string) => {
    const response = await askPlayback(server, videoId, token);
    expect(response.status).toBe(200);
    return (await response.json()) as { url: string; preview: { seconds: number } | null; expiresAt: string | null; entitledUntil: string | null };
  };

  it('plays a free video from its public URL, public and cacheable as before', async () => {
    const playback = await playbackOf(FREE);
    expect(playback).toEqual({ url: `/storage/v1/object/public/media/videos/${FREE}/v1/master.m3u8`, preview: null, expiresAt: null, entitledUntil: null });
    const segment = await fetch(publicUrl(server, FREE, seg(SEGMENTS - 1)));
    expect(segment.status).toBe(200);
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(segmentBytes(FREE, SEGMENTS - 1));
    expect(segment.headers.get('cache-control')).toMatch(/public.*immutable/);
  });

  it("never serves a premium video's renditions at their public URL; its poster, storyboard and captions stay public", async () => {
    for (const file of ['master.m3u8', '240p/playlist.m3u8', '240p/init.mp4', seg(0), seg(SEGMENTS - 1)]) {
      const response = await fetch(publicUrl(server, PREMIUM, file));
      expect(response.status, file).toBe(403);
      expect(await response.text()).not.toContain('segment');
    }
    for (const file of ['poster.jpg', 'storyboard.vtt', 'captions/en.vtt']) expect((await fetch(publicUrl(server, PREMIUM, file))).status, file).toBe(200);
  });

  it('refuses the renditions to visitors and members through storage too (policies): downloads and signed URLs', async () => {
    for (const client of [server.client(), member.client]) {
      const bucket = client.storage.from('media');
      expect((await bucket.download(`videos/${PREMIUM}/v1/${seg(0)}`)).error).not.toBeNull();
      expect((await bucket.createSignedUrl(`videos/${PREMIUM}/v1/${seg(0)}`, 60)).error).not.toBeNull();
      expect((await bucket.download(`videos/${PREMIUM}/v1/poster.jpg`)).error).toBeNull();
    }
    expect((await editor.client.storage.from('media').download(`videos/${PREMIUM}/v1/${seg(0)}`)).error).toBeNull();
  });

  it('gives a visitor the preview: the first quarter in whole segments, its playlist cut there, nothing beyond it', async () => {
    const playback = await playbackOf(PREMIUM);
    expect(playback.preview).toEqual({ seconds: PREVIEW_SEGMENTS * 4 });
    expect(playback.entitledUntil).toBeNull();
    expect(playback.url).toMatch(new RegExp(`^/functions/v1/playback/${PREMIUM}/[^/]+/master\\.m3u8$`));
    // A player's requests carry no API key.
    const master = await fetch(`${server.url}${playback.url}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const playlist = await (await fetch(sibling(server.url, playback.url, '240p/playlist.m3u8'))).text();
    expect(playlist.match(/#EXTINF/g)).toHaveLength(PREVIEW_SEGMENTS);
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const last = await fetch(sibling(server.url, playback.url, seg(PREVIEW_SEGMENTS - 1)));
    expect(Buffer.from(await last.arrayBuffer())).toEqual(segmentBytes(PREMIUM, PREVIEW_SEGMENTS - 1));
    expect(last.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    for (const index of [PREVIEW_SEGMENTS, SEGMENTS - 1]) {
      const beyond = await fetch(sibling(server.url, playback.url, seg(index)));
      expect(beyond.status).toBe(403);
      expect(await beyond.json()).toEqual({ error: 'forbidden', message: 'This playback link is not valid, or it has expired.' });
    }
  });

  it('gives a member with no membership the preview, and an entitled member the whole video until the earlier of 4 h and the membership’s end', async () => {
    expect((await playbackOf(PREMIUM, member.accessToken)).preview).not.toBeNull();
    const whole = await playbackOf(PREMIUM, entitled.accessToken);
    expect(whole.preview).toBeNull();
    expect(new Date(whole.expiresAt as string).getTime()).toBeGreaterThan(now + 4 * HOUR - 2000);
    expect(new Date(whole.expiresAt as string).getTime()).toBeLessThanOrEqual(now + 4 * HOUR);
    const playlist = await (await fetch(sibling(server.url, whole.url, '240p/playlist.m3u8'))).text();
    expect(playlist.match(/#EXTINF/g)).toHaveLength(SEGMENTS);
    const last = await fetch(sibling(server.url, whole.url, seg(SEGMENTS - 1)));
    expect(Buffer.from(await last.arrayBuffer())).toEqual(segmentBytes(PREMIUM, SEGMENTS - 1));

    const soon = await signedInMember(server);
    await server.db.query("insert into public.entitlements (user_id, source, valid_until) values ($1, 'code', $2)", [soon.userId, new Date(now + HOUR).toISOString()]);
    const short = await playbackOf(PREMIUM, soon.accessToken);
    expect(Math.abs(new Date(short.expiresAt as string).getTime() - (now + HOUR))).toBeLessThan(1000);
    // Past the membership's end, the token it was given is refused, and a new ask gets the preview.
    now += HOUR + 1000;
    expect((await fetch(sibling(server.url, short.url, seg(SEGMENTS - 1)))).status).toBe(403);
    expect((await playbackOf(PREMIUM, soon.accessToken)).preview).not.toBeNull();
  });

  it('gives an editor the whole video without a membership', async () => {
    expect((await playbackOf(PREMIUM, editor.accessToken)).preview).toBeNull();
  });

  it('refuses no token, a tampered, an expired, or another video’s token with 403 and nothing else', async () => {
    const { url } = await playbackOf(PREMIUM, entitled.accessToken);
    const token = url.split('/')[5] as string;
    const [payload, signature] = token.split('.') as [string, string];
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), n: 0, v: OTHER_PREMIUM })).toString('base64url');
    const attempts = [
      `/functions/v1/playback/${PREMIUM}/${seg(0)}`,
      `/functions/v1/playback/${PREMIUM}/${flip(payload, 5)}.${signature}/${seg(0)}`,
      `/functions/v1/playback/${PREMIUM}/${payload}.${flip(signature, 3)}/${seg(0)}`,
      `/functions/v1/playback/${PREMIUM}/${payload}/${seg(0)}`,
      `/functions/v1/playback/${OTHER_PREMIUM}/${token}/${seg(0)}`,
      `/functions/v1/playback/${OTHER_PREMIUM}/${forged}.${signature}/${seg(0)}`,
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${server.url}${attempt}`);
      expect(response.status, attempt).toBe(403);
      expect((await response.text()).includes('segment'), attempt).toBe(false);
    }
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    now += 4 * HOUR + 1000;
    expect((await fetch(`${server.url}${url}`)).status).toBe(403);
  });

  it('answers a byte range of a segment', async () => {
    const { url } = await playbackOf(PREMIUM, entitled.accessToken);
    const response = await fetch(sibling(server.url, url, seg(2)), { headers: { range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe(segmentBytes(PREMIUM, 2).subarray(0, 10).toString());
  });

  it('refuses bad requests clearly: unknown or unpublished videos, bodies that are not one video id', async () => {
    expect((await askPlayback(server, 'no-such-video')).status).toBe(404);
    await server.db.query("update public.videos set published_at = null where id = $1", [OTHER_PREMIUM]);
    expect((await askPlayback(server, OTHER_PREMIUM, member.accessToken)).status).toBe(404);
    expect((await askPlayback(server, OTHER_PREMIUM, editor.accessToken)).status).toBe(200);
    await server.db.query("update public.videos set published_at = now() - interval '1 day' where id = $1", [OTHER_PREMIUM]);
    expect((await askPlayback(server, 42)).status).toBe(400);
    const invalid = await fetch(`${server.url}/functions/v1/playback`, { method: 'POST', headers: { apikey: server.anonKey, 'content-type': 'application/json' }, body: '{' });
    expect(invalid.status).toBe(400);
    expect((await fetch(`${server.url}/functions/v1/playback`, { method: 'POST', body: '{}' })).status).toBe(401);
  });
});
