import { describe, expect, it } from 'vitest';
import { ladderFor, outputFrameRate, widthAt } from './ladder.ts';

describe('the ladder', () => {
  it.each([
    [2160, ['240p', '360p', '540p', '720p', '1080p']],
    [1080, ['240p', '360p', '540p', '720p', '1080p']],
    [1079, ['240p', '360p', '540p', '720p']],
    [720, ['240p', '360p', '540p', '720p']],
    [360, ['240p', '360p']],
    [240, ['240p']],
  ])('a %i-line source gets %j, never above its height', (height, names) => {
    expect(ladderFor({ height }).map((rung) => rung.name)).toEqual(names);
  });

  it('a source under 240 lines gets one rendition at its own even height', () => {
    expect(ladderFor({ height: 180 }).map((rung) => [rung.name, rung.height])).toEqual([['180p', 180]]);
    expect(ladderFor({ height: 145 }).map((rung) => rung.height)).toEqual([144]);
  });

  it('frame rates above 30 are divided down to 30 or less; 30 and under are kept', () => {
    expect(outputFrameRate(60)).toBe(30);
    expect(outputFrameRate(50)).toBe(25);
    expect(outputFrameRate(60000 / 1001)).toBeCloseTo(30000 / 1001, 6);
    expect(outputFrameRate(120)).toBe(30);
    expect(outputFrameRate(30)).toBe(30);
    expect(outputFrameRate(24)).toBe(24);
  });

  it('widths keep the aspect ratio and are even', () => {
    expect(widthAt({ width: 1920, height: 1080 }, 240)).toBe(426);
    expect(widthAt({ width: 3840, height: 2160 }, 540)).toBe(960);
    expect(widthAt({ width: 1080, height: 1920 }, 360)).toBe(202);
  });
});
