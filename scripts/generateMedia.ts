/**
 * Regenerates every offline media file the catalog names: calm clips (H.264/AAC MP4 sources in media/clips/,
 * not served) with a spoken guide and its captions (WebVTT, four languages, beside them), each clip's HLS with its
 * captions made by the transcode pipeline (public/media/hls/, decision 2630), a poster per video and a portrait
 * per teacher (AVIF + WebP at two widths). Deterministic: the same command always writes the same files. See docs/media.md.
 *
 *   npx tsx scripts/generateMedia.ts                 # everything
 *   npx tsx scripts/generateMedia.ts posters portraits   # only some kinds
 *   npx tsx scripts/generateMedia.ts voices          # only the clips' sound and captions (pictures copied as they are), then their HLS
 *   npx tsx scripts/generateMedia.ts hls             # only the HLS, from the clips as they are
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readWorkerConfig } from '../server/config';
import { captionFile, captionMediaPlaylist, captionPlaylist } from '../server/jobs/transcode/playlists';
import { POSTER } from '../server/jobs/transcode/poster';
import { transcodeToDirectory } from '../server/jobs/transcode/transcodeToDirectory';
import { captionLanguages } from '../src/content/captions';
import { guideScripts } from '../src/content/guideScripts';
import {
  CLIP_SOURCE_DIR,
  clipNames,
  clipOfUrl,
  clipUrl,
  HLS_DIR,
  PORTRAIT_DIR,
  PORTRAIT_WIDTHS,
  POSTER_DIR,
  POSTER_WIDTHS,
  type ClipName,
} from '../src/content/mediaPaths';
import { teachers } from '../src/content/teachers';
import type { Video } from '../src/content/types';
import { allVideos, heroSlides } from '../src/content/videos';
import { hashString, seededRandom } from './media/color';
import { encodeClip, remuxClipAudio, writePng, writeResponsive } from './media/encode';
import { guideClipAudio, type GuidedAudio } from './media/guideAudio';
import { createLandscape, EXACT_FRAME, type Variant } from './media/landscape';
import { measureLoudness } from './media/loudness';
import { renderPortrait } from './media/portrait';
import { portraitStyle } from './media/portraitStyles';
import { scenes } from './media/scenes';
import { bowlTone, SAMPLE_RATE } from './media/tone';
import { webVtt } from './media/webvtt';

const PUBLIC = resolve(import.meta.dirname, '../public');
const CLIP_SOURCES = resolve(import.meta.dirname, '..', CLIP_SOURCE_DIR);
/** Frames are rendered at 12 fps and blended up to 24 by ffmpeg: the motion is slow, and rendering is the cost. */
const CLIP = { seconds: 24, renderFps: 12, fps: 24, render: [640, 360], output: [1280, 720], breathSeconds: 8 } as const;
const POSTER_MASTER = [1280, 720] as const;
const PORTRAIT_MASTER = 512;

/** Scenes for the posters of videos that have no clip (their playback is 'not available'). */
const posterOnlyScenes: Record<string, ClipName> = { 'candle-gazing-trataka': 'ember' };

/**
 * `clips` renders pictures and sound; `voices` only remakes the sound and captions of the existing clips; `hls`
 * transcodes the clips as they are. Either of the first two is followed by `hls`, which is made from them.
 */
type Kind = 'clips' | 'voices' | 'hls' | 'posters' | 'portraits';
const kinds: Kind[] = ['clips', 'voices', 'hls', 'posters', 'portraits'];
const everything: Kind[] = ['clips', 'posters', 'portraits'];

function sceneOf(video: Video): ClipName {
  const scene = clipOfUrl(video.videoUrl) ?? posterOnlyScenes[video.id];
  if (!scene) throw new Error(`No scene for the poster of '${video.id}': give it a clip or a posterOnlyScenes entry`);
  return scene;
}

/** Hero posters are the clip's exact first frame (no jump when it starts); others get their own view of the scene. */
function posterView(video: Video): { variant: Variant; phase: number } {
  if (heroSlides.some((slide) => slide.id === video.id)) return { variant: EXACT_FRAME, phase: 0 };
  const random = seededRandom(hashString(video.id));
  return {
    variant: { seed: Math.floor(random() * 1000), lightShift: (random() - 0.5) * 0.24, ridgeShift: random() },
    phase: random(),
  };
}

function* clipFrames(name: ClipName): Generator<Buffer> {
  const [width, height] = CLIP.render;
  const render = createLandscape(scenes[name], width, height);
  const total = CLIP.seconds * CLIP.renderFps;
  for (let frame = 0; frame < total; frame++) yield render(frame / total).toRgb24();
}

async function freshDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/** The clip's sound: its singing-bowl bed with the spoken guide mixed over it. */
function guidedAudio(name: ClipName, work: string): Promise<GuidedAudio> {
  const scene = scenes[name];
  return guideClipAudio({
    name,
    bed: bowlTone(scene.toneHz, CLIP.seconds, CLIP.breathSeconds, scene.surf ?? false),
    sampleRate: SAMPLE_RATE,
    breathSeconds: CLIP.breathSeconds,
    lines: guideScripts[name],
    work,
  });
}

/** One WebVTT file per language: the English cues are what is said, the others translate them with the same timings. */
async function writeCaptions(name: ClipName, audio: GuidedAudio): Promise<void> {
  for (const language of captionLanguages) {
    const cues = audio.lines.map(({ line, start, end }) => ({ start, end, text: line[language] }));
    const note = language === 'en' ? 'Generated by scripts/generateMedia.ts: what the guide says.' : 'Generated by scripts/generateMedia.ts: a translation of the English captions.';
    await writeFile(captionSource(name, language), webVtt(cues, note));
  }
}

const clipSource = (name: ClipName) => join(CLIP_SOURCES, `${name}.mp4`);
const captionSource = (name: ClipName, language: string) => join(CLIP_SOURCES, `${name}.${language}.vtt`);

async function describeClip(name: ClipName, audio: GuidedAudio, seconds: number): Promise<string> {
  const clip = clipSource(name);
  const [mix, voice, bed] = await Promise.all([measureLoudness(clip), measureLoudness(audio.voice), measureLoudness(audio.bed)]);
  return (
    `clip ${name}: ${await kb(clip)} KB in ${seconds.toFixed(0)} s; mix ${mix.integrated} LUFS, true peak ${mix.truePeak} dBTP, ` +
    `LRA ${mix.range} LU; voice ${voice.integrated} LUFS; ducked bed ${bed.integrated} LUFS`
  );
}

async function generateClips(work: string): Promise<void> {
  await freshDir(CLIP_SOURCES);
  for (const name of clipNames) {
    const started = Date.now();
    const audio = await guidedAudio(name, work);
    await encodeClip({
      width: CLIP.render[0],
      height: CLIP.render[1],
      outputWidth: CLIP.output[0],
      outputHeight: CLIP.output[1],
      renderFps: CLIP.renderFps,
      fps: CLIP.fps,
      frames: clipFrames(name),
      audioWav: audio.mix,
      output: clipSource(name),
    });
    await writeCaptions(name, audio);
    console.log(await describeClip(name, audio, (Date.now() - started) / 1000));
  }
}

/** Remakes only the sound and captions: each existing clip's video stream is copied, never re-encoded. */
async function generateVoices(work: string): Promise<void> {
  for (const name of clipNames) {
    const started = Date.now();
    const clip = clipSource(name);
    const audio = await guidedAudio(name, work);
    const remuxed = join(work, `${name}.mp4`);
    await remuxClipAudio(clip, audio.mix, remuxed);
    await copyFile(remuxed, clip);
    await writeCaptions(name, audio);
    console.log(await describeClip(name, audio, (Date.now() - started) / 1000));
  }
}

/** A clip's captions in its HLS folder, as the studio stores an editor's: each WebVTT file beside its one-segment playlist. */
async function storeCaptions(name: ClipName, dir: string, seconds: number): Promise<void> {
  for (const language of captionLanguages) {
    const file = join(dir, captionFile(language));
    await mkdir(dirname(file), { recursive: true });
    await copyFile(captionSource(name, language), file);
    await writeFile(join(dir, captionPlaylist(language)), captionMediaPlaylist(language, seconds));
  }
}

/**
 * Each clip through the transcode worker's own pipeline (ladder, one ffmpeg pass, measured master playlist,
 * storyboard) with the worker's preset (TRANSCODE_PRESET), as an upload is made, its captions listed in the
 * master and stored beside it (decision 2632).
 * Its poster.jpg is left out: the sample videos show their own posters.
 */
async function generateHls(): Promise<void> {
  await freshDir(join(PUBLIC, HLS_DIR));
  const { preset } = readWorkerConfig().jobs;
  for (const name of clipNames) {
    const started = Date.now();
    const dir = join(PUBLIC, dirname(clipUrl(name)));
    const { source } = await transcodeToDirectory(clipSource(name), dir, { preset, captionLanguages: [...captionLanguages] });
    await storeCaptions(name, dir, source.durationSeconds);
    await rm(join(dir, POSTER));
    console.log(`hls ${name}: ${Math.round((await totalBytes(dir)) / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(0)} s (preset ${preset})`);
  }
}

async function generatePosters(work: string): Promise<void> {
  const dir = join(PUBLIC, POSTER_DIR);
  await freshDir(dir);
  for (const video of allVideos) {
    const { variant, phase } = posterView(video);
    const master = join(work, `poster-${video.id}.png`);
    await writePng(createLandscape(scenes[sceneOf(video)], POSTER_MASTER[0], POSTER_MASTER[1], variant)(phase), master);
    await writeResponsive(master, join(dir, video.id), POSTER_WIDTHS, { webp: 80, avif: 70 });
    console.log(`poster ${video.id}: ${await kb(join(dir, `${video.id}-${POSTER_WIDTHS[0]}.avif`))} KB (640 AVIF)`);
  }
}

async function generatePortraits(work: string): Promise<void> {
  const dir = join(PUBLIC, PORTRAIT_DIR);
  await freshDir(dir);
  for (const [index, teacher] of teachers.entries()) {
    const master = join(work, `portrait-${teacher.id}.png`);
    await writePng(renderPortrait(portraitStyle(index), PORTRAIT_MASTER), master);
    await writeResponsive(master, join(dir, teacher.id), PORTRAIT_WIDTHS, { webp: 80, avif: 70 });
    console.log(`portrait ${teacher.id}`);
  }
}

async function kb(file: string): Promise<number> {
  return Math.round((await stat(file)).size / 1024);
}

async function totalBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((arg) => !kinds.includes(arg as Kind));
  if (unknown.length) throw new Error(`Unknown kind(s): ${unknown.join(', ')}. Use any of: ${kinds.join(', ')}`);
  const selected = requested.length ? (requested as Kind[]) : everything;
  const work = await mkdtemp(join(tmpdir(), 'media-'));
  try {
    if (selected.includes('portraits')) await generatePortraits(work);
    if (selected.includes('posters')) await generatePosters(work);
    if (selected.includes('clips')) await generateClips(work);
    else if (selected.includes('voices')) await generateVoices(work);
    if (selected.some((kind) => kind === 'clips' || kind === 'voices' || kind === 'hls')) await generateHls();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const media = (await totalBytes(join(PUBLIC, 'media'))) + (await totalBytes(join(PUBLIC, PORTRAIT_DIR)));
  console.log(`public/media + public/teachers: ${(media / 1024 / 1024).toFixed(2)} MB`);
}

await main();
