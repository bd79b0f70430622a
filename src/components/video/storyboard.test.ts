import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard } from './storyboard';

const vttUrl = 'https://media.example.com/v/dawn/storyboard.vtt';

const storyboard = `WEBVTT

00:00.000 --> 00:02.000
storyboard.jpg#xywh=0,0,160,90

1
00:00:02.000 --> 00:00:04.000 align:start
storyboard.jpg#xywh=160,0,160,90

01:00:04.000 --> 01:00:06.500
tiles/other.jpg#xywh=0,90,160,90
`;

describe('parseStoryboard', () => {
  it('reads each thumbnail cue: its time range and its tile of the sprite, resolved against the VTT', () => {
    expect(parseStoryboard(storyboard, vttUrl)).toEqual([
      { start: 0, end: 2, image: 'https://media.example.com/v/dawn/storyboard.jpg', x: 0, y: 0, width: 160, height: 90 },
      { start: 2, end: 4, image: 'https://media.example.com/v/dawn/storyboard.jpg', x: 160, y: 0, width: 160, height: 90 },
      { start: 3604, end: 3606.5, image: 'https://media.example.com/v/dawn/tiles/other.jpg', x: 0, y: 90, width: 160, height: 90 },
    ]);
  });

  it('reads CRLF files too', () => {
    expect(parseStoryboard(storyboard.replaceAll('\n', '\r\n'), vttUrl)).toHaveLength(3);
  });

  it('skips cues that are not a tile or have no valid time range, and an empty file has none', () => {
    const odd = `WEBVTT

00:00.000 --> 00:02.000
A caption, not a tile

00:02.000 --> 00:01.000
storyboard.jpg#xywh=0,0,160,90

0:02.000 --> 00:04.000
storyboard.jpg#xywh=0,0,160,90

00:04.000 --> 00:06.000
storyboard.jpg#xywh=0,0,160
`;
    expect(parseStoryboard(odd, vttUrl)).toEqual([]);
    expect(parseStoryboard('', vttUrl)).toEqual([]);
  });
});

describe('cueAt', () => {
  const cues = parseStoryboard(storyboard, vttUrl).slice(0, 2);

  it('finds the cue whose range holds the time, the start inclusive', () => {
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 1.99)?.x).toBe(0);
    expect(cueAt(cues, 2)?.x).toBe(160);
  });

  it('gives the last cue at the very end, and none past it or without cues', () => {
    expect(cueAt(cues, 4)?.x).toBe(160);
    expect(cueAt(cues, 4.5)).toBeNull();
    expect(cueAt([], 1)).toBeNull();
  });
});
