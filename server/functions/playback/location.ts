import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../http/byteRange.ts';

/** One file the gate may serve: its size, and its bytes (or a range of them) when asked. */
export interface MediaFile {
  size: number;
  open(range?: ByteRange): Promise<Readable>;
}

/** Where a video's HLS files are read from: bucket `media` through storage, or the sample clips' folder. */
export interface MediaSources {
  /** An object of bucket `media` by name, whatever its policies say (the token was the check). */
  stored(name: string): Promise<MediaFile | undefined>;
  /** The folder of the sample clips' HLS (`/media/hls` of the built site). */
  samplesDir: string;
}

/** A video's media: its location as a token names it, and its master playlist's file name. */
export interface VideoMedia {
  location: string;
  master: string;
}

const STORED = /^\/storage\/v1\/object\/public\/media\/(videos\/[^/]+\/[^/]+)\/([A-Za-z0-9_-]+\.m3u8)$/;
const SAMPLE = /^\/media\/hls\/([a-z0-9-]+)\/([A-Za-z0-9_-]+\.m3u8)$/;

/** The media a `playback_url` names, or undefined for one the gate cannot serve (an outside URL, an MP4). */
export function videoMediaOf(playbackUrl: string): VideoMedia | undefined {
  const stored = STORED.exec(playbackUrl);
  if (stored) return { location: `s:${stored[1]}`, master: stored[2] as string };
  const sample = SAMPLE.exec(playbackUrl);
  if (sample) return { location: `h:${sample[1]}`, master: sample[2] as string };
  return undefined;
}

/** A file name under a video's folder: at most two folders deep, plain characters, no `..`. */
export const FILE = /^(?:[A-Za-z0-9_-]+\/){0,2}[A-Za-z0-9_-]+\.(?:m3u8|m4s|mp4|vtt|jpg)$/;

async function diskFile(file: string): Promise<MediaFile | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  return {
    size: stats.size,
    open: async (range) => (await open(file)).createReadStream(range ? { start: range.start, end: range.end } : {}),
  };
}

/** The file `file` (checked against FILE) at `location`, or undefined when there is none. */
export function readMediaFile(sources: MediaSources, location: string, file: string): Promise<MediaFile | undefined> {
  if (!FILE.test(file)) return Promise.resolve(undefined);
  const base = location.slice(2);
  if (location.startsWith('s:')) return sources.stored(`${base}/${file}`);
  if (location.startsWith('h:') && /^[a-z0-9-]+$/.test(base)) return diskFile(path.join(sources.samplesDir, base, file));
  return Promise.resolve(undefined);
}

/** A whole small file (a playlist) as text. */
export async function readText(media: MediaFile): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await media.open()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
