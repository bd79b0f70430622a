/** One thumbnail of a storyboard: the time range it shows and its tile within the sprite image. */
export interface StoryboardCue {
  start: number;
  end: number;
  /** The sprite's absolute URL. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A WebVTT timestamp (`mm:ss.ttt` or `hh:mm:ss.ttt`) in seconds; NaN when it is not one. */
function seconds(timestamp: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(timestamp.trim());
  if (!match) return Number.NaN;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** `sprite.jpg#xywh=x,y,w,h` resolved against the VTT's URL, or null when the cue text is not a tile. */
function tile(text: string, vttUrl: string): Omit<StoryboardCue, 'start' | 'end'> | null {
  const match = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(text.trim());
  if (!match) return null;
  const [, image = '', x, y, width, height] = match.map(String);
  return { image: new URL(image, vttUrl).href, x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
}

/**
 * The cues of a storyboard WebVTT file (thumbnail cues whose text is `image#xywh=…`), in file order; cues that
 * are not a tile with a valid time range are skipped.
 */
export function parseStoryboard(vtt: string, vttUrl: string): StoryboardCue[] {
  const cues: StoryboardCue[] = [];
  const lines = vtt.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const [from = '', to = ''] = line.split('-->');
    if (!line.includes('-->')) continue;
    const start = seconds(from);
    const end = seconds(to.trim().split(/\s+/)[0] ?? '');
    const found = tile(lines[index + 1] ?? '', vttUrl);
    if (found && Number.isFinite(start) && end > start) cues.push({ start, end, ...found });
  }
  return cues;
}

/** The cue showing `time` (start inclusive, end exclusive; the last cue also holds its end), or null. */
export function cueAt(cues: readonly StoryboardCue[], time: number): StoryboardCue | null {
  const last = cues.at(-1);
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? (last && time === last.end ? last : null);
}
