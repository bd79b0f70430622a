import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import { captionLanguages, captionTracks } from './captions';
import { guideScripts } from './guideScripts';
import { clipNames, clipOfUrl, clipUrl } from './mediaPaths';
import { allVideos } from './videos';

const PUBLIC = resolve(__dirname, '../../public');
const CLIP_SECONDS = 24;

function parseTrack(src: string) {
  return new WebVTTParser().parse(readFileSync(join(PUBLIC, src), 'utf8'), 'subtitles/captions');
}

describe('caption tracks', () => {
  it('gives every video that plays a sample clip English captions and Spanish, French and German subtitles, named in their own language', () => {
    const playing = allVideos.filter((video) => clipOfUrl(video.videoUrl));
    expect(playing.length).toBeGreaterThan(0);
    for (const video of playing) {
      expect(captionTracks(video.videoUrl).map(({ language, label, kind }) => ({ language, label, kind }))).toEqual([
        { language: 'en', label: 'English', kind: 'captions' },
        { language: 'es', label: 'Español', kind: 'subtitles' },
        { language: 'fr', label: 'Français', kind: 'subtitles' },
        { language: 'de', label: 'Deutsch', kind: 'subtitles' },
      ]);
    }
  });

  it('has none for a video without a generated clip (an uploaded or CDN stream, a CDN file, no URL)', () => {
    expect(captionTracks('/storage/v1/object/public/media/videos/evening/1/master.m3u8')).toEqual([]);
    expect(captionTracks('https://media.example.com/course/master.m3u8')).toEqual([]);
    expect(captionTracks('https://media.example.com/clip.mp4')).toEqual([]);
    expect(captionTracks('')).toEqual([]);
  });

  for (const clip of clipNames) {
    it(`${clip}: every track exists and is valid WebVTT; English is exactly the spoken script, the others translate it on the same timings`, () => {
      const tracks = captionTracks(clipUrl(clip));
      const parsed = Object.fromEntries(tracks.map((track) => [track.language, parseTrack(track.src)]));
      const english = parsed.en!;
      for (const language of captionLanguages) {
        const { cues, errors } = parsed[language]!;
        expect(errors).toEqual([]);
        expect(cues.map((cue) => cue.text)).toEqual(guideScripts[clip].map((line) => line[language]));
        expect(cues.map(({ startTime, endTime }) => [startTime, endTime])).toEqual(english.cues.map(({ startTime, endTime }) => [startTime, endTime]));
      }
      english.cues.forEach((cue, i) => {
        expect(cue.endTime).toBeGreaterThan(cue.startTime + 1);
        expect(cue.startTime).toBeGreaterThanOrEqual(i === 0 ? 0 : english.cues[i - 1]!.endTime);
        expect(cue.endTime).toBeLessThanOrEqual(CLIP_SECONDS);
      });
    });
  }
});
