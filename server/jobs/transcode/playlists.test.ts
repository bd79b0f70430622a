import { describe, expect, it } from 'vitest';
import { captionMediaPlaylist, masterPlaylist } from './playlists.ts';
import type { RenditionInfo } from './renditionInfo.ts';
import { storyboardInterval, storyboardTrack } from './storyboard.ts';

const r720: RenditionInfo = { name: '720p', peakBandwidth: 2_400_000, averageBandwidth: 1_800_000, codecs: 'avc1.64001f,mp4a.40.2', width: 1280, height: 720, frameRate: 30 };
const r240: RenditionInfo = { name: '240p', peakBandwidth: 400_000, averageBandwidth: 300_000, codecs: 'avc1.640015,mp4a.40.2', width: 426, height: 240, frameRate: 29.97 };
const audio: RenditionInfo = { name: 'audio', peakBandwidth: 70_000, averageBandwidth: 66_000, codecs: 'mp4a.40.2' };

describe('the master playlist', () => {
  it('lists the video renditions lowest first with their measured attributes, then the audio-only one', () => {
    expect(masterPlaylist([audio, r720, r240], [])).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=300000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2",FRAME-RATE=29.970',
        '240p/playlist.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2400000,AVERAGE-BANDWIDTH=1800000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=30.000',
        '720p/playlist.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=70000,AVERAGE-BANDWIDTH=66000,CODECS="mp4a.40.2"',
        'audio/playlist.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('with captions: one subtitles rendition per language, and every variant in their group', () => {
    const master = masterPlaylist([r240, audio], ['fr', 'en']);
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8"\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fr",NAME="French"');
    expect(master.match(/^#EXT-X-STREAM-INF:.*SUBTITLES="subs"$/gm)).toHaveLength(2);
  });

  it('a caption playlist is the whole WebVTT file as one segment', () => {
    expect(captionMediaPlaylist('en', 61.5)).toBe('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:62\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:61.500,\nen.vtt\n#EXT-X-ENDLIST\n');
  });
});

describe('the storyboard track', () => {
  it('has at most about 100 tiles: one every whole number of seconds', () => {
    expect(storyboardInterval(6)).toBe(1);
    expect(storyboardInterval(100)).toBe(1);
    expect(storyboardInterval(101)).toBe(2);
    expect(storyboardInterval(3600)).toBe(36);
  });

  it('one cue per tile, pointing into the sprite in rows of 10, the last ending with the video', () => {
    const track = storyboardTrack(25.5);
    const cues = track.split('\n\n').slice(1).filter(Boolean);
    expect(track.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toHaveLength(26);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:01.000\nstoryboard.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:11.000 --> 00:00:12.000\nstoryboard.jpg#xywh=160,90,160,90');
    expect(cues[25]?.trim()).toBe('00:00:25.000 --> 00:00:25.500\nstoryboard.jpg#xywh=800,180,160,90');
  });
});
