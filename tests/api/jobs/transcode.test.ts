import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../../server/jobs/transcode/probe.ts';
import { MediaRefusal } from '../../../server/jobs/transcode/refusal.ts';
import { playlistSegments } from '../../../server/jobs/transcode/renditionInfo.ts';
import { transcodeToDirectory, type TranscodeResult } from '../../../server/jobs/transcode/transcodeToDirectory.ts';
import { makeSource } from './support/sources.ts';

const ffprobeJson = (...args: string[]) => JSON.parse(execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-print_format', 'json', ...args], { encoding: 'utf8' }));

/** Every file under `dir`, as relative paths, sorted. */
const tree = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('transcoding a source to the HLS ladder', () => {
  let dir: string;
  let out: string;
  let result: TranscodeResult;
  const steps: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-transcode-'));
    out = path.join(dir, 'out');
    const source = makeSource(dir, 'source.mp4', { width: 640, height: 360, seconds: 9 });
    result = await transcodeToDirectory(source, out, { preset: 'ultrafast', onStep: (step) => void steps.push(step) });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the layout other parts rely on: renditions up to the source height, audio, poster, storyboard, master', () => {
    const files = tree(out);
    for (const rendition of ['240p', '360p', 'audio']) {
      expect(files).toEqual(expect.arrayContaining([`${rendition}/playlist.m3u8`, `${rendition}/init.mp4`, `${rendition}/seg_000.m4s`]));
    }
    expect(files.filter((file) => !/^(240p|360p|audio)\/(playlist\.m3u8|init\.mp4|seg_\d{3}\.m4s)$/.test(file))).toEqual([
      'master.m3u8',
      'poster.jpg',
      'storyboard.jpg',
      'storyboard.vtt',
    ]);
    expect(steps[0]).toBe('Probing');
    expect(steps).toEqual(expect.arrayContaining(['Encoding 240p, 360p, audio', 'Poster', 'Storyboard']));
    expect(result.source.durationSeconds).toBeCloseTo(9, 1);
  });

  it('the master lists each rendition with its measured bandwidth, resolution, the codecs of the actual encode and frame rate', () => {
    const master = readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)/g)].map(([, attributes, uri]) => ({ attributes, uri }));
    expect(variants.map((v) => v.uri)).toEqual(['240p/playlist.m3u8', '360p/playlist.m3u8', 'audio/playlist.m3u8']);
    for (const { attributes, uri } of variants) {
      const folder = path.join(out, path.dirname(uri as string));
      const segments = playlistSegments(readFileSync(path.join(folder, 'playlist.m3u8'), 'utf8'));
      const rates = segments.map((s) => (statSync(path.join(folder, s.uri)).size * 8) / s.seconds);
      const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(attributes as string)?.[1]);
      const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(attributes as string)?.[1]);
      expect(bandwidth).toBeGreaterThanOrEqual(average);
      expect(bandwidth).toBeLessThanOrEqual(Math.ceil(Math.max(...rates)));
      expect(average).toBeGreaterThan(0);
      if (uri === 'audio/playlist.m3u8') {
        expect(attributes).toContain('CODECS="mp4a.40.2"');
        expect(attributes).not.toContain('RESOLUTION');
        continue;
      }
      const firstSegment = path.join(dir, `${path.dirname(uri as string)}-first.mp4`);
      writeFileSync(firstSegment, Buffer.concat([readFileSync(path.join(folder, 'init.mp4')), readFileSync(path.join(folder, 'seg_000.m4s'))]));
      const stream = ffprobeJson('-show_streams', '-select_streams', 'v:0', firstSegment).streams[0];
      expect(attributes).toContain(`RESOLUTION=${stream.width}x${stream.height}`);
      // The avc1 string carries the profile and level ffprobe reads from the encode.
      const codec = /CODECS="avc1\.([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2}),mp4a\.40\.2"/.exec(attributes as string);
      expect(codec).not.toBeNull();
      expect(parseInt(codec?.[3] as string, 16)).toBe(stream.level);
      expect({ Baseline: 66, 'Constrained Baseline': 66, Main: 77, High: 100 }[stream.profile as string]).toBe(parseInt(codec?.[1] as string, 16));
      expect(attributes).toContain('FRAME-RATE=30.000');
    }
  });

  it('every segment is 4 s (the last one the rest) and starts on a keyframe, keyframes every 2 s in every rendition', () => {
    for (const rendition of ['240p', '360p']) {
      const folder = path.join(out, rendition);
      const segments = playlistSegments(readFileSync(path.join(folder, 'playlist.m3u8'), 'utf8'));
      expect(segments.map((s) => s.seconds)).toEqual([4, 4, 1]);
      const init = readFileSync(path.join(folder, 'init.mp4'));
      let start = 0;
      for (const segment of segments) {
        const joined = path.join(dir, `${rendition}-${segment.uri}.mp4`);
        writeFileSync(joined, Buffer.concat([init, readFileSync(path.join(folder, segment.uri))]));
        const packets: { pts_time: string; flags: string }[] = ffprobeJson('-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags', joined).packets;
        const times = packets.map((p) => Number(p.pts_time)).sort((a, b) => a - b);
        const first = packets.find((p) => Number(p.pts_time) === times[0]);
        expect(first?.flags).toMatch(/^K/);
        expect(times[0]).toBeCloseTo(start, 1);
        const keyframes = packets.filter((p) => p.flags.startsWith('K')).map((p) => Number(p.pts_time) - start);
        expect(keyframes.map((t) => Math.round(t * 10) / 10)).toEqual(segment.seconds === 4 ? [0, 2] : [0]);
        start += segment.seconds;
      }
    }
  });

  it('a storyboard sprite of 160×90 tiles and a WebVTT track of one cue per second pointing into it', () => {
    const track = readFileSync(path.join(out, 'storyboard.vtt'), 'utf8');
    const cues = [...track.matchAll(/^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})\nstoryboard\.jpg#xywh=(\d+),(\d+),160,90$/gm)];
    expect(track.startsWith('WEBVTT\n')).toBe(true);
    expect(cues).toHaveLength(9);
    expect(cues.at(-1)?.slice(1, 5)).toEqual(['00:00:08.000', '00:00:09.000', '1280', '0']);
    const sprite = ffprobeJson('-show_streams', path.join(out, 'storyboard.jpg')).streams[0];
    expect([sprite.width, sprite.height]).toEqual([1440, 90]);
    const poster = ffprobeJson('-show_streams', path.join(out, 'poster.jpg')).streams[0];
    expect([poster.codec_name, poster.height]).toEqual(['mjpeg', 360]);
  });

  it('skipRenditions: renditions made before are not encoded again, and stay in the master', async () => {
    const again = path.join(dir, 'again');
    const skipped = result.renditions.filter((r) => r.name !== '360p');
    const made: string[] = [];
    const second = await transcodeToDirectory(path.join(dir, 'source.mp4'), again, {
      preset: 'ultrafast',
      skipRenditions: skipped,
      onRendition: async (info) => void made.push(info.name),
    });
    expect(made).toEqual(['360p']);
    expect(readdirSync(again).sort()).toEqual(['360p', 'master.m3u8', 'poster.jpg', 'storyboard.jpg', 'storyboard.vtt']);
    expect(second.renditions.map((r) => r.name).sort()).toEqual(['240p', '360p', 'audio']);
    expect(readFileSync(path.join(again, 'master.m3u8'), 'utf8')).toContain('240p/playlist.m3u8');
  });
});

describe('sources the pipeline refuses, with a reason a person understands', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-probe-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = async (file: string) => {
    const error = await probe(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaRefusal);
    return (error as Error).message;
  };

  it('an empty file', async () => {
    writeFileSync(path.join(dir, 'empty.mp4'), '');
    expect(await refusal(path.join(dir, 'empty.mp4'))).toBe('This file is empty.');
  });

  it('an MP4 cut short (an upload that did not finish)', async () => {
    const file = makeSource(dir, 'cut.mp4', { width: 320, height: 180, seconds: 2 });
    truncateSync(file, Math.floor(statSync(file).size / 2));
    expect(await refusal(file)).toMatch(/^This file is incomplete/);
  });

  it('a text file named .mp4', async () => {
    writeFileSync(path.join(dir, 'notes.mp4'), 'These are my notes for the class.\n'.repeat(20));
    expect(await refusal(path.join(dir, 'notes.mp4'))).toBe('This file is not a video we can read.');
  });

  it('a sound file', async () => {
    const file = path.join(dir, 'talk.m4a');
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', file]);
    expect(await refusal(file)).toBe('This file has no video track.');
  });

  it('a still image', async () => {
    const file = path.join(dir, 'photo.mp4');
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', file]);
    expect(await refusal(file)).toBe('This file is a still image, not a video.');
  });

  it('accepts a 60 fps source under 240 lines: one rendition at its own height, at 30 fps', async () => {
    const source = makeSource(dir, 'small60.mp4', { width: 320, height: 180, seconds: 2, fps: 60, audio: false });
    const out = path.join(dir, 'small60');
    const { renditions } = await transcodeToDirectory(source, out, { preset: 'ultrafast' });
    expect(renditions.map((r) => [r.name, r.height, r.frameRate, r.codecs.includes('mp4a')])).toEqual([['180p', 180, 30, false]]);
    expect(readdirSync(out)).not.toContain('audio');
  });

  it('accepts a 4K 60 fps source: the ladder stops at 1080p, every rendition at 30 fps', async () => {
    const source = makeSource(dir, 'uhd60.mp4', { width: 3840, height: 2160, seconds: 1, fps: 60 });
    const { renditions } = await transcodeToDirectory(source, path.join(dir, 'uhd60'), { preset: 'ultrafast' });
    expect(renditions.map((r) => [r.name, r.height, r.frameRate])).toEqual([
      ['240p', 240, 30],
      ['360p', 360, 30],
      ['540p', 540, 30],
      ['720p', 720, 30],
      ['1080p', 1080, 30],
      ['audio', undefined, undefined],
    ]);
  }, 120_000);
});
