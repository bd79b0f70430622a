import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlineMaster, parseMaster, pathInFolder, playlistFiles, playlistSeconds, variantsByQuality } from './renditionPlan';

const sampleMaster = readFileSync('public/media/hls/cosmos/master.m3u8', 'utf8');
const samplePlaylist = readFileSync('public/media/hls/cosmos/540p/playlist.m3u8', 'utf8');

describe('a download read from the playlists', () => {
  it('takes 540p as Standard, 720p as High and the sound rendition as Audio only, each at its average bit rate', () => {
    const chosen = variantsByQuality(parseMaster(sampleMaster));
    expect([...chosen].map(([quality, variant]) => [quality, variant.uri, variant.height])).toEqual([
      ['standard', '540p/playlist.m3u8', 540],
      ['high', '720p/playlist.m3u8', 720],
      ['audio', 'audio/playlist.m3u8', null],
    ]);
    expect(chosen.get('standard')?.bitrate).toBe(246871);
  });

  it('offers what a shorter ladder has: its tallest picture as Standard, no High, and the peak rate without an average', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
      '360p/playlist.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2"',
      '240p/playlist.m3u8',
    ].join('\n');
    const chosen = variantsByQuality(parseMaster(master));
    expect([...chosen.keys()]).toEqual(['standard']);
    expect(chosen.get('standard')).toMatchObject({ uri: '360p/playlist.m3u8', bitrate: 400000 });
  });

  it('keeps a master of the one rendition and every subtitles language', () => {
    const master = parseMaster(sampleMaster);
    const kept = offlineMaster(master, variantsByQuality(master).get('audio')!);
    const again = parseMaster(kept);
    expect(again.variants.map((variant) => variant.uri)).toEqual(['audio/playlist.m3u8']);
    expect(again.subtitles).toEqual(['captions/de.m3u8', 'captions/en.m3u8', 'captions/es.m3u8', 'captions/fr.m3u8']);
    expect(kept).toMatch(/^#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n/);
  });

  it("lists a media playlist's init segment and segments, and adds up its length", () => {
    expect(playlistFiles(samplePlaylist)).toEqual(['init.mp4', ...Array.from({ length: 6 }, (_, n) => `seg_00${n}.m4s`)]);
    expect(playlistSeconds(samplePlaylist)).toBe(24);
  });

  it("places each file at its path under the master's folder, without the query, and refuses one elsewhere", () => {
    const master = 'https://site.example/functions/v1/playback/v1/tok/master.m3u8';
    expect(pathInFolder('https://site.example/functions/v1/playback/v1/tok/540p/seg_000.m4s?x=1', master)).toBe('540p/seg_000.m4s');
    expect(pathInFolder('https://cdn.example/functions/v1/playback/v1/tok/540p/seg_000.m4s', master)).toBeNull();
    expect(pathInFolder('https://site.example/functions/v1/playback/v2/tok/540p/seg_000.m4s', master)).toBeNull();
    expect(pathInFolder(master, master)).toBe('master.m3u8');
  });
});
