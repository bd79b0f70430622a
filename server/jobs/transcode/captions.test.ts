import { describe, expect, it } from 'vitest';
import { validateWebVtt } from './captions.ts';

const vtt = (...lines: string[]) => lines.join('\n');

describe('validateWebVtt', () => {
  it('accepts a file with a header, identifiers, notes, hours left out and settings', () => {
    const file = vtt('WEBVTT - English', '', 'NOTE made by hand', '', '1', '00:00.000 --> 00:02.500 align:start', 'Breathe in', '', '00:00:02.500 --> 00:00:05.000', 'Breathe out', 'slowly', '');
    expect(validateWebVtt(file)).toBeNull();
    expect(validateWebVtt('\uFEFF' + file.replace(/\n/g, '\r\n'))).toBeNull();
  });

  it.each([
    ['no header', vtt('00:00.000 --> 00:01.000', 'Hi'), 1, 'must start with "WEBVTT"'],
    ['a header with text glued on', vtt('WEBVTTx', '', '00:00.000 --> 00:01.000', 'Hi'), 1, 'must start with "WEBVTT"'],
    ['no timing line', vtt('WEBVTT', '', 'intro', 'Hello there'), 4, 'Expected a timing line'],
    ['a comma for milliseconds (SRT)', vtt('WEBVTT', '', '00:00:01,000 --> 00:00:02,000', 'Hi'), 3, '"00:00:01,000" is not a time'],
    ['a bad end time', vtt('WEBVTT', '', '00:01.000 --> 00:2.000', 'Hi'), 3, '"00:2.000" is not a time'],
    ['an end before the start', vtt('WEBVTT', '', '00:00:01.000 --> 00:00:04.000', 'A', '', '00:00:05.000 --> 00:00:04.000', 'B'), 6, 'ends before it starts'],
    ['cues out of order', vtt('WEBVTT', '', '00:00:05.000 --> 00:00:06.000', 'A', '', '00:00:01.000 --> 00:00:02.000', 'B'), 6, 'starts before the one above'],
    ['a cue without text', vtt('WEBVTT', '', '00:00:01.000 --> 00:00:02.000', '', '00:00:03.000 --> 00:00:04.000', 'B'), 4, 'has no text'],
    ['a missing blank line', vtt('WEBVTT', '', '00:00:01.000 --> 00:00:02.000', 'A', '00:00:03.000 --> 00:00:04.000', 'B'), 5, 'blank line is missing'],
    ['no cue at all', vtt('WEBVTT', ''), 2, 'no captions'],
  ])('%s: line %i', (_name, file, line, message) => {
    const problem = validateWebVtt(file);
    expect(problem?.line).toBe(line);
    expect(problem?.message).toContain(message);
  });
});
