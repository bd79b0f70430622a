/** The first thing wrong with a caption file: its line (from 1) and what is wrong, in words an editor understands. */
export interface CaptionProblem {
  line: number;
  message: string;
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;

function seconds(text: string): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, hours = '0', minutes, secs, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * Checks a WebVTT caption file: the WEBVTT header, then blocks separated by blank lines, each cue an optional
 * identifier, a timing line (`00:01.000 --> 00:04.000`, hours optional, end after start, starts in order) and
 * at least one line of text. Resolves to the first problem, or null for a file a player will read.
 */
export function validateWebVtt(text: string): CaptionProblem | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) return { line: 1, message: 'The file must start with "WEBVTT" on its first line.' };
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i] !== '') i++;
  let previousStart = 0;
  let cues = 0;
  while (i < lines.length) {
    while (i < lines.length && lines[i]?.trim() === '') i++;
    if (i >= lines.length) break;
    const first = lines[i] as string;
    if (/^(NOTE|STYLE|REGION)([ \t]|$)/.test(first)) {
      while (i < lines.length && lines[i] !== '') i++;
      continue;
    }
    // A cue: an identifier line is allowed before its timing.
    let timingLine = i;
    if (!first.includes('-->')) timingLine = i + 1;
    const timing = lines[timingLine] ?? '';
    const line = timingLine + 1;
    const match = TIMING.exec(timing.trim());
    if (!match) return { line, message: 'Expected a timing line such as "00:00:01.000 --> 00:00:04.000".' };
    const start = seconds(match[1] as string);
    if (start === undefined) return { line, message: `"${match[1]}" is not a time: write it as 00:00:01.000 (hours optional, milliseconds with 3 digits).` };
    const end = seconds(match[2] as string);
    if (end === undefined) return { line, message: `"${match[2]}" is not a time: write it as 00:00:04.000 (hours optional, milliseconds with 3 digits).` };
    if (end <= start) return { line, message: 'This caption ends before it starts.' };
    if (start < previousStart) return { line, message: 'This caption starts before the one above it: captions must be in order of time.' };
    previousStart = start;
    i = timingLine + 1;
    if (i >= lines.length || lines[i]?.trim() === '') return { line: i + 1, message: 'This caption has no text.' };
    while (i < lines.length && lines[i] !== '') {
      if (lines[i]?.includes('-->')) return { line: i + 1, message: 'A blank line is missing before this caption.' };
      i++;
    }
    cues++;
  }
  if (cues === 0) return { line: lines.length, message: 'The file has no captions.' };
  return null;
}
