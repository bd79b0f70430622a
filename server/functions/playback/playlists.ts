/** The longest preview, and the share of a video it may be at most (whichever is shorter). */
export const PREVIEW_MAX_SECONDS = 120;
export const PREVIEW_SHARE = 0.25;

/** The first variant's URI in a master playlist (every rendition is cut at the same moments, decision 2580). */
export function firstVariant(master: string): string | undefined {
  const lines = master.split(/\r?\n/);
  const at = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
  return at < 0 ? undefined : lines.slice(at + 1).find((line) => line.trim() !== '' && !line.startsWith('#'))?.trim();
}

/** Each segment's length in a media playlist, in order. */
export function segmentDurations(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
}

/**
 * The preview: the first 2 minutes or the first quarter of the video, whichever is shorter, in whole segments
 * (at least one): how many, and how long they play.
 */
export function previewOf(durations: readonly number[]): { segments: number; seconds: number } {
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const limit = Math.min(PREVIEW_MAX_SECONDS, total * PREVIEW_SHARE);
  let segments = 0;
  let seconds = 0;
  for (const duration of durations) {
    if (segments > 0 && seconds + duration > limit + 1e-6) break;
    segments += 1;
    seconds += duration;
  }
  return { segments, seconds: Math.round(seconds * 1000) / 1000 };
}

/**
 * A media playlist cut after its first `segments` segments, and ended there (#EXT-X-ENDLIST), so a player sees
 * a short video. The header (#EXT-X-MAP, the target duration) stays.
 */
export function cutPlaylist(playlist: string, segments: number): string {
  const out: string[] = [];
  let kept = 0;
  let inSegment = false;
  for (const line of playlist.split(/\r?\n/)) {
    if (line.startsWith('#EXT-X-ENDLIST')) continue;
    if (line.startsWith('#EXTINF')) {
      if (kept === segments) break;
      inSegment = true;
    }
    if (line.trim() === '') continue;
    out.push(line);
    if (inSegment && !line.startsWith('#')) {
      kept += 1;
      inSegment = false;
    }
  }
  return `${out.join('\n')}\n#EXT-X-ENDLIST\n`;
}

/** The position of a segment file in its playlist (`seg_007.m4s` → 7), or undefined for any other file. */
export function segmentIndex(file: string): number | undefined {
  const match = /(?:^|\/)seg_(\d{1,6})\.m4s$/.exec(file);
  return match ? Number(match[1]) : undefined;
}
