import type { Member } from '../../support/members.ts';
import type { TestServer } from '../../support/server.ts';

/** Segments of the fixture's one rendition, 4 s each: 160 s, so its preview is 40 s (the first quarter), 10 segments. */
export const SEGMENTS = 40;
export const PREVIEW_SEGMENTS = 10;

const master = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2"', '240p/playlist.m3u8', ''].join('\n');
const mediaPlaylist = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  ...Array.from({ length: SEGMENTS }, (_, index) => [`#EXTINF:4.000000,`, `seg_${String(index).padStart(3, '0')}.m4s`]).flat(),
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/** The bytes of segment `index` of `videoId`: recognisable, so a test can tell which segment it was given. */
export const segmentBytes = (videoId: string, index: number) => Buffer.from(`${videoId} segment ${index} `.repeat(200));

/** The public URL of a file of the fixture's version. */
export const publicUrl = (server: Pick<TestServer, 'url'>, videoId: string, file: string) =>
  `${server.url}/storage/v1/object/public/media/videos/${videoId}/v1/${file}`;

/**
 * A video with a finished HLS ladder in bucket `media` (one 240p rendition, a poster, captions, a storyboard), as
 * the worker stores one, uploaded by an editor, and its row pointing at it.
 */
export async function storedVideo(server: TestServer, editor: Member, videoId: string, isPremium: boolean): Promise<void> {
  const files: [string, string | Buffer, string][] = [
    ['master.m3u8', master, 'application/vnd.apple.mpegurl'],
    ['240p/playlist.m3u8', mediaPlaylist, 'application/vnd.apple.mpegurl'],
    ['240p/init.mp4', Buffer.from(`${videoId} init`), 'video/mp4'],
    ...Array.from({ length: SEGMENTS }, (_, index): [string, Buffer, string] => [`240p/seg_${String(index).padStart(3, '0')}.m4s`, segmentBytes(videoId, index), 'video/iso.segment']),
    ['poster.jpg', Buffer.from('poster'), 'image/jpeg'],
    ['storyboard.vtt', 'WEBVTT\n', 'text/vtt'],
    ['captions/en.vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe.\n', 'text/vtt'],
  ];
  const bucket = editor.client.storage.from('media');
  for (const [file, body, contentType] of files) {
    const { error } = await bucket.upload(`videos/${videoId}/v1/${file}`, body, { contentType, cacheControl: '31536000', upsert: true });
    if (error) throw error;
  }
  await server.db.query(
    `insert into public.videos (id, title, is_premium, duration_seconds, playback_url, published_at) values ($1, $2, $3, 160, $4, now() - interval '1 day')
     on conflict (id) do update set is_premium = excluded.is_premium, playback_url = excluded.playback_url`,
    [videoId, `Video ${videoId}`, isPremium, `/storage/v1/object/public/media/videos/${videoId}/v1/master.m3u8`],
  );
}

/** POST /functions/v1/playback as a visitor (no token) or a member. */
export function askPlayback(server: Pick<TestServer, 'url' | 'anonKey'>, videoId: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}/functions/v1/playback`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ videoId }),
  });
}
