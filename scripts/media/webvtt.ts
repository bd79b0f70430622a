export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** hh:mm:ss.ttt */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

const escapeCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A WebVTT file: a NOTE saying where it comes from, then numbered cues. */
export function webVtt(cues: readonly Cue[], note: string): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCueText(cue.text)}`);
  return ['WEBVTT', `NOTE ${note}`, ...blocks].join('\n\n') + '\n';
}
