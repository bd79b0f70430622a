import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './storage.ts';
import { PLAYLIST } from './transcode/encode.ts';
import type { RenditionInfo } from './transcode/renditionInfo.ts';

/** The segment of a VOD media playlist that holds `atSeconds`: its URI and where it starts. */
export function segmentAt(playlist: string, atSeconds: number): { init: string; segment: string; startSeconds: number } {
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
  const lines = playlist.split('\n').map((line) => line.trim());
  let start = 0;
  let last: { segment: string; startSeconds: number } | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const duration = /^#EXTINF:([\d.]+)/.exec(lines[i] as string)?.[1];
    const uri = lines.slice(i + 1).find((line) => line && !line.startsWith('#'));
    if (duration === undefined || !uri) continue;
    last = { segment: uri, startSeconds: start };
    if (atSeconds < start + Number(duration)) break;
    start += Number(duration);
  }
  if (!init || !last) throw new Error('a media playlist without an init segment or segments');
  return { init, ...last };
}

/**
 * A short file holding the frame at `atSeconds` of a ready version, made from its tallest rendition (the init
 * segment and the one segment there) instead of the source: a poster chosen later reads kilobytes, not the
 * upload, and still works once the source is gone. Resolves to the file and the frame's time within it.
 */
export async function posterSource(storage: MediaStorage, prefix: string, renditions: readonly RenditionInfo[], atSeconds: number, dir: string): Promise<{ file: string; atSeconds: number }> {
  const tallest = [...renditions].filter((r) => (r.height ?? 0) > 0).sort((a, b) => (b.height ?? 0) - (a.height ?? 0))[0];
  if (!tallest) throw new Error('a ready version without a video rendition');
  const folder = `${prefix}${tallest.name}/`;
  const playlistFile = path.join(dir, PLAYLIST);
  await storage.fetchMedia(`${folder}${PLAYLIST}`, playlistFile);
  const { init, segment, startSeconds } = segmentAt(await readFile(playlistFile, 'utf8'), atSeconds);
  const file = path.join(dir, 'frame.mp4');
  await storage.fetchMedia(`${folder}${init}`, file);
  const segmentFile = path.join(dir, 'segment.m4s');
  await storage.fetchMedia(`${folder}${segment}`, segmentFile);
  // An fMP4 init segment followed by a media segment is a playable file.
  const handle = await open(file, 'a');
  try {
    await handle.write(await readFile(segmentFile));
  } finally {
    await handle.close();
  }
  return { file, atSeconds: atSeconds - startSeconds };
}
