import type { DownloadQuality } from '../../lib/offline/downloadLedger';

/*
 * What one download holds, read from the video's HLS playlists: one rendition (its playlist, init segment and
 * segments), every subtitles rendition with its WebVTT files, and a master playlist that lists only those. Every
 * file keeps its path relative to the master, so the stored master plays from the download's folder unchanged.
 */

/** One `#EXT-X-STREAM-INF` of a master playlist. */
export interface Variant {
  uri: string;
  /** The picture's height; null for sound only. */
  height: number | null;
  /** Bits per second: the average when the master gives it, else the peak. */
  bitrate: number;
  /** The tag line itself, copied into the stored master. */
  tag: string;
}

export interface Master {
  /** Tags every rendition shares (`#EXT-X-VERSION`, `#EXT-X-INDEPENDENT-SEGMENTS`, subtitles' `#EXT-X-MEDIA`). */
  shared: string[];
  variants: Variant[];
  /** URIs of the subtitles playlists. */
  subtitles: string[];
}

const STANDARD_HEIGHT = 540;
const HIGH_HEIGHT = 720;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[:,])${name}=("[^"]*"|[^,]*)`).exec(tag);
  return match?.[1]?.replace(/^"|"$/g, '');
}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

export function parseMaster(text: string): Master {
  const all = lines(text);
  const master: Master = { shared: [], variants: [], subtitles: [] };
  for (const [index, line] of all.entries()) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = all.slice(index + 1).find((next) => !next.startsWith('#'));
      const resolution = attribute(line, 'RESOLUTION');
      const bitrate = Number(attribute(line, 'AVERAGE-BANDWIDTH') ?? attribute(line, 'BANDWIDTH') ?? 0);
      if (uri) master.variants.push({ uri, height: resolution ? Number(resolution.split('x')[1]) : null, bitrate, tag: line });
    } else if (line.startsWith('#EXT-X-MEDIA:') && attribute(line, 'TYPE') === 'SUBTITLES') {
      const uri = attribute(line, 'URI');
      if (uri) master.subtitles.push(uri);
      master.shared.push(line);
    } else if (line === '#EXT-X-INDEPENDENT-SEGMENTS' || line.startsWith('#EXT-X-VERSION:')) {
      master.shared.push(line);
    }
  }
  return master;
}

const tallestUpTo = (variants: Variant[], height: number) =>
  variants
    .filter((variant) => variant.height !== null && variant.height <= height)
    .sort((a, b) => (b.height ?? 0) - (a.height ?? 0))[0];

/**
 * The rendition each quality downloads: "Standard" the tallest picture up to 540 lines, "High" up to 720 (offered
 * only when it is taller than Standard's), "Audio only" the sound rendition. A video whose ladder lacks one offers
 * the others.
 */
export function variantsByQuality(master: Master): Map<DownloadQuality, Variant> {
  const chosen = new Map<DownloadQuality, Variant>();
  const standard = tallestUpTo(master.variants, STANDARD_HEIGHT);
  const high = tallestUpTo(master.variants, HIGH_HEIGHT);
  if (standard) chosen.set('standard', standard);
  if (high && high !== standard) chosen.set('high', high);
  const audio = master.variants.find((variant) => variant.height === null);
  if (audio) chosen.set('audio', audio);
  return chosen;
}

/** The master playlist a download keeps: the shared tags and the one rendition. */
export function offlineMaster(master: Master, variant: Variant): string {
  return ['#EXTM3U', ...master.shared, variant.tag, variant.uri, ''].join('\n');
}

/** The URIs a media playlist names (its init segment's `#EXT-X-MAP` and its segments), in order. */
export function playlistFiles(text: string): string[] {
  return lines(text).flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP:')) return [attribute(line, 'URI') ?? ''].filter(Boolean);
    return line.startsWith('#') ? [] : [line];
  });
}

/** A media playlist's length in seconds (the sum of its `#EXTINF`s). */
export function playlistSeconds(text: string): number {
  return lines(text)
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((sum, line) => sum + (Number.parseFloat(line.slice('#EXTINF:'.length)) || 0), 0);
}

/**
 * A file's path inside the download's folder: its URL relative to the master's folder, without a query. Null for
 * a file elsewhere (another folder or host), which a download cannot keep at the same relative place.
 */
export function pathInFolder(fileUrl: string, masterUrl: string): string | null {
  const file = new URL(fileUrl, masterUrl);
  const folder = new URL('.', masterUrl);
  if (file.origin !== folder.origin || !file.pathname.startsWith(folder.pathname)) return null;
  const path = file.pathname.slice(folder.pathname.length);
  return path && !path.split('/').includes('..') ? path : null;
}
