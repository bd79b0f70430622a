import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { INIT_SEGMENT, PLAYLIST } from './encode.ts';
import { FFPROBE, run } from './run.ts';

/** What the master playlist says of one rendition, measured on the files made (kept in media_jobs.renditions). */
export interface RenditionInfo {
  name: string;
  /** bit/s: the highest segment's rate (BANDWIDTH) and the whole rendition's (AVERAGE-BANDWIDTH). */
  peakBandwidth: number;
  averageBandwidth: number;
  /** RFC 6381 codecs, e.g. "avc1.64001f,mp4a.40.2"; "mp4a.40.2" alone for the audio-only rendition. */
  codecs: string;
  /** Absent for the audio-only rendition. */
  width?: number;
  height?: number;
  frameRate?: number;
}

/** Segment files and durations of a media playlist, in order. */
export function playlistSegments(playlist: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | undefined;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds !== undefined) {
      segments.push({ uri: line, seconds });
      seconds = undefined;
    }
  }
  return segments;
}

/**
 * "avc1.PPCCLL" from the avcC box of the init segment: profile, constraint flags and level exactly as the
 * encoder wrote them (ffprobe names the profile and level but not the constraint flags).
 */
export function avcCodecOf(init: Buffer): string {
  const at = init.indexOf('avcC', 0, 'latin1');
  if (at < 0 || at + 8 > init.length) throw new Error('init segment has no avcC box');
  return 'avc1.' + [init[at + 5], init[at + 6], init[at + 7]].map((byte) => (byte as number).toString(16).padStart(2, '0')).join('');
}

interface VideoStream {
  width: number;
  height: number;
}

/**
 * Measures the rendition in `dir` (playlist.m3u8, init.mp4, segments): bandwidths from the segments' sizes,
 * picture size and codecs from the encode. `frameRate` is the one it was encoded at (an init segment holds no frames).
 */
export async function measureRendition(dir: string, name: string, { hasAudio, frameRate }: { hasAudio: boolean; frameRate: number }): Promise<RenditionInfo> {
  const segments = playlistSegments(await readFile(path.join(dir, PLAYLIST), 'utf8'));
  let bits = 0;
  let seconds = 0;
  let peak = 0;
  for (const segment of segments) {
    const size = (await stat(path.join(dir, segment.uri))).size * 8;
    bits += size;
    seconds += segment.seconds;
    // A last segment of a fraction of a second says little about the rate a player must sustain.
    if (segment.seconds >= 1 || segments.length === 1) peak = Math.max(peak, size / segment.seconds);
  }
  const averageBandwidth = Math.ceil(seconds > 0 ? bits / seconds : 0);
  const peakBandwidth = Math.ceil(Math.max(peak, averageBandwidth));
  if (name === 'audio') return { name, peakBandwidth, averageBandwidth, codecs: 'mp4a.40.2' };
  const init = path.join(dir, INIT_SEGMENT);
  const probed = JSON.parse(
    await run(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-print_format', 'json', init]),
  ) as { streams: VideoStream[] };
  const stream = probed.streams[0] as VideoStream;
  return {
    name,
    peakBandwidth,
    averageBandwidth,
    codecs: [avcCodecOf(await readFile(init)), ...(hasAudio ? ['mp4a.40.2'] : [])].join(','),
    width: stream.width,
    height: stream.height,
    frameRate,
  };
}
