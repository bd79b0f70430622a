import { describe, expect, it } from 'vitest';
import { cutPlaylist, firstVariant, previewOf, segmentDurations, segmentIndex } from './playlists.ts';

const playlist = (durations: number[]) =>
  ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXT-X-MAP:URI="init.mp4"', ...durations.flatMap((d, i) => [`#EXTINF:${d.toFixed(6)},`, `seg_${String(i).padStart(3, '0')}.m4s`]), '#EXT-X-ENDLIST', ''].join('\n');

describe('the preview of a video', () => {
  it('is the first quarter when that is under 2 minutes, in whole segments', () => {
    expect(previewOf(Array(40).fill(4))).toEqual({ segments: 10, seconds: 40 });
    // 24 s: a quarter is 6 s, so one whole 4 s segment.
    expect(previewOf(Array(6).fill(4))).toEqual({ segments: 1, seconds: 4 });
  });

  it('is 2 minutes at most', () => {
    expect(previewOf(Array(300).fill(4))).toEqual({ segments: 30, seconds: 120 });
  });

  it('never ends inside a segment, and holds at least one', () => {
    expect(previewOf([4, 4, 4, 3.5])).toEqual({ segments: 1, seconds: 4 });
    expect(previewOf([10])).toEqual({ segments: 1, seconds: 10 });
  });
});

describe('playlists', () => {
  it('reads segment lengths and cuts a playlist after n segments, ended', () => {
    const text = playlist([4, 4, 4, 2.5]);
    expect(segmentDurations(text)).toEqual([4, 4, 4, 2.5]);
    const cut = cutPlaylist(text, 2);
    expect(segmentDurations(cut)).toEqual([4, 4]);
    expect(cut).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(cut).toContain('seg_001.m4s');
    expect(cut).not.toContain('seg_002.m4s');
    expect(cut.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(cut.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  });

  it("finds a master's first variant and a segment's position", () => {
    expect(firstVariant('#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,URI="captions/en.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\n240p/playlist.m3u8\n')).toBe('240p/playlist.m3u8');
    expect(firstVariant('#EXTM3U\n')).toBeUndefined();
    expect(segmentIndex('240p/seg_012.m4s')).toBe(12);
    expect(segmentIndex('240p/init.mp4')).toBeUndefined();
    expect(segmentIndex('captions/en.vtt')).toBeUndefined();
  });
});
