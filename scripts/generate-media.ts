/**
 * Regenerates every offline media file the catalog names: calm clips (H.264/AAC MP4, faststart),
 * a poster per video and a portrait per teacher (AVIF + WebP at two widths). Deterministic: the same
 * command always writes the same pictures. See docs/media.md.
 *
 *   npx tsx scripts/generate-media.ts                 # everything
 *   npx tsx scripts/generate-media.ts posters portraits   # only some kinds
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIP_DIR, clipNames, PORTRAIT_DIR, PORTRAIT_WIDTHS, POSTER_DIR, POSTER_WIDTHS, type ClipName } from '../src/content/mediaPaths';
import { teachers } from '../src/content/teachers';
import { allVideos, heroSlides } from '../src/content/videos';
import type { Video } from '../src/content/types';
import { hashString, seededRandom } from './media/color';
import { encodeClip, writePng, writeResponsive } from './media/encode';
import { createLandscape, EXACT_FRAME, type Variant } from './media/landscape';
import { renderPortrait } from './media/portrait';
import { portraitStyle } from './media/portraitStyles';
import { scenes } from './media/scenes';
import { bowlTone } from './media/tone';

const PUBLIC = resolve(import.meta.dirname, '../public');
/** Frames are rendered at 12 fps and blended up to 24 by ffmpeg: the motion is slow, and rendering is the cost. */
const CLIP = { seconds: 24, renderFps: 12, fps: 24, render: [640, 360], output: [1280, 720], breathSeconds: 8 } as const;
const POSTER_MASTER = [1280, 720] as const;
const PORTRAIT_MASTER = 512;

/** Scenes for the posters of videos that have no clip (their playback is 'not available'). */
const posterOnlyScenes: Record<string, ClipName> = { 'candle-gazing-trataka': 'ember' };

type Kind = 'clips' | 'posters' | 'portraits';
const kinds: Kind[] = ['clips', 'posters', 'portraits'];

function sceneOf(video: Video): ClipName {
  const fromUrl = clipNames.find((name) => video.videoUrl === `${CLIP_DIR}/${name}.mp4`);
  const scene = fromUrl ?? posterOnlyScenes[video.id];
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

async function generateClips(work: string): Promise<void> {
  const dir = join(PUBLIC, CLIP_DIR);
  await freshDir(dir);
  for (const name of clipNames) {
    const scene = scenes[name];
    const wav = join(work, `${name}.wav`);
    await writeFile(wav, bowlTone(scene.toneHz, CLIP.seconds, CLIP.breathSeconds, scene.surf ?? false));
    const started = Date.now();
    await encodeClip({
      width: CLIP.render[0],
      height: CLIP.render[1],
      outputWidth: CLIP.output[0],
      outputHeight: CLIP.output[1],
      renderFps: CLIP.renderFps,
      fps: CLIP.fps,
      frames: clipFrames(name),
      audioWav: wav,
      output: join(dir, `${name}.mp4`),
    });
    console.log(`clip ${name}: ${await kb(join(dir, `${name}.mp4`))} KB in ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
  const selected = requested.length ? (requested as Kind[]) : kinds;
  const work = await mkdtemp(join(tmpdir(), 'media-'));
  try {
    if (selected.includes('portraits')) await generatePortraits(work);
    if (selected.includes('posters')) await generatePosters(work);
    if (selected.includes('clips')) await generateClips(work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const media = (await totalBytes(join(PUBLIC, 'media'))) + (await totalBytes(join(PUBLIC, PORTRAIT_DIR)));
  console.log(`public/media + public/teachers: ${(media / 1024 / 1024).toFixed(2)} MB`);
}

await main();
