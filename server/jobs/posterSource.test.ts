import { describe, expect, it } from 'vitest';
import { segmentAt } from './posterSource.ts';

const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'seg_000.m4s',
  '#EXTINF:4.000000,',
  'seg_001.m4s',
  '#EXTINF:2.500000,',
  'seg_002.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('segmentAt', () => {
  it('finds the segment holding a moment, and where that segment starts', () => {
    expect(segmentAt(PLAYLIST, 0)).toEqual({ init: 'init.mp4', segment: 'seg_000.m4s', startSeconds: 0 });
    expect(segmentAt(PLAYLIST, 5)).toEqual({ init: 'init.mp4', segment: 'seg_001.m4s', startSeconds: 4 });
    expect(segmentAt(PLAYLIST, 8)).toEqual({ init: 'init.mp4', segment: 'seg_002.m4s', startSeconds: 8 });
  });

  it('past the end, the last segment; a playlist without segments is an error', () => {
    expect(segmentAt(PLAYLIST, 60)).toEqual({ init: 'init.mp4', segment: 'seg_002.m4s', startSeconds: 8 });
    expect(() => segmentAt('#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-ENDLIST\n', 1)).toThrow();
  });
});
