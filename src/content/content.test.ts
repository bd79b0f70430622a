import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captionLanguages } from './captions';
import { pathCategories } from './categories';
import { responsiveImage } from './images';
import { CLIP_SOURCE_DIR, clipNames, clipUrl, PORTRAIT_DIR, PORTRAIT_WIDTHS, POSTER_WIDTHS, type ClipName } from './mediaPaths';
import { findTeacher, findTeacherByName, homeTeachers, teacherSlug, teachers } from './teachers';
import { footerTeachers, homeTeacherSlugs } from './teacherSlugs';
import { allVideos, featuredVideos, findVideo, heroSlides, sampleVideos } from './videos';

const PUBLIC = resolve(__dirname, '../../public');
const CLIP_SOURCES = resolve(__dirname, '../..', CLIP_SOURCE_DIR);
const publicFile = (url: string) => join(PUBLIC, url);
const MB = 1024 * 1024;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('catalog counts (docs/product.md#catalog)', () => {
  it('has 10 sample videos, 3 featured, 4 to 6 hero slides, 20 teachers, 8 categories and 8 home teachers', () => {
    expect(sampleVideos).toHaveLength(10);
    expect(featuredVideos).toHaveLength(3);
    expect(heroSlides.length).toBeGreaterThanOrEqual(4);
    expect(heroSlides.length).toBeLessThanOrEqual(6);
    expect(teachers).toHaveLength(20);
    expect(pathCategories).toHaveLength(8);
    expect(homeTeachers).toHaveLength(8);
  });
});

describe('videos', () => {
  it('gives every sample video a category of yoga or meditation, and mixes free with premium', () => {
    for (const video of sampleVideos) expect(['yoga', 'meditation']).toContain(video.category);
    expect(sampleVideos.some((v) => v.isPremium)).toBe(true);
    expect(sampleVideos.some((v) => !v.isPremium)).toBe(true);
    expect(new Set(sampleVideos.map((v) => v.category))).toEqual(new Set(['yoga', 'meditation']));
  });

  it('has at least one sample video without a videoUrl (playback not available)', () => {
    expect(sampleVideos.some((v) => v.videoUrl === '')).toBe(true);
  });

  it('mixes free and premium on the hero carousel', () => {
    expect(heroSlides.some((v) => v.isPremium)).toBe(true);
    expect(heroSlides.some((v) => !v.isPremium)).toBe(true);
  });

  it('lists every video once in allVideos with unique short slug ids, and findVideo resolves each', () => {
    const ids = allVideos.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const list of [sampleVideos, featuredVideos, heroSlides, ...teachers.map((t) => t.videos)]) {
      for (const video of list) expect(findVideo(video.id)).toBe(video);
    }
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findVideo('no-such-video')).toBeUndefined();
  });

  it('writes durations as display text such as "30 min" and names a teacher as instructor', () => {
    for (const video of allVideos) {
      expect(video.duration).toMatch(/^\d+ min$/);
      expect(findTeacherByName(video.instructor)?.name).toBe(video.instructor);
      expect(video.title.length).toBeGreaterThan(0);
      expect(video.description.length).toBeGreaterThan(40);
    }
  });
});

describe('teachers', () => {
  it('uses the lowercase, hyphenated name as id', () => {
    for (const teacher of teachers) expect(teacher.id).toBe(teacher.name.toLowerCase().replace(/\s+/g, '-'));
    expect(teacherSlug('  Mei Lin Chen ')).toBe('mei-lin-chen');
    expect(new Set(teachers.map((t) => t.id)).size).toBe(20);
  });

  it('gives every teacher 1 to 3 videos that they lead, a title and a bio of 3 to 4 sentences', () => {
    for (const teacher of teachers) {
      expect(teacher.videos.length).toBeGreaterThanOrEqual(1);
      expect(teacher.videos.length).toBeLessThanOrEqual(3);
      for (const video of teacher.videos) expect(video.instructor).toBe(teacher.name);
      expect(teacher.title.length).toBeGreaterThan(0);
      const sentences = teacher.bio.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, teacher.name).toBeGreaterThanOrEqual(3);
      expect(sentences.length, teacher.name).toBeLessThanOrEqual(4);
    }
  });

  it('resolves every home and footer slug, with the footer name matching', () => {
    expect(homeTeachers.map((t) => t.id)).toEqual([...homeTeacherSlugs]);
    for (const { id, name } of footerTeachers) expect(findTeacher(id)?.name).toBe(name);
    expect(findTeacher('nobody-here')).toBeUndefined();
  });
});

describe('path categories', () => {
  it('has the eight ids, header titles and /videos/<id> paths', () => {
    expect(pathCategories.map((c) => c.id)).toEqual(['meditation', 'yoga', 'breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance']);
    expect(pathCategories.map((c) => c.title)).toEqual([
      'Meditation & Mindfulness',
      'Yoga & Movement',
      'Breathwork & Energy',
      'Quantum Healing',
      'Wisdom & Teachings',
      'Karma & Merit Giving',
      'Ancient Wisdom',
      'Wealth & Abundance',
    ]);
    for (const c of pathCategories) {
      expect(c.path).toBe(`/videos/${c.id}`);
      expect(c.gradient).toMatch(/^from-[a-z]+-\d{2,3} to-[a-z]+-\d{2,3}$/);
      expect(['Flower2', 'PersonStanding', 'Wind', 'Atom', 'BookOpen', 'HandHeart', 'Landmark', 'Sprout']).toContain(c.icon);
    }
  });
});

describe('responsiveImage', () => {
  it('derives the AVIF and WebP srcsets and the 16:9 size of a poster', () => {
    expect(responsiveImage('/media/posters/morning-stillness-640.webp')).toEqual({
      src: '/media/posters/morning-stillness-640.webp',
      srcSet: {
        avif: '/media/posters/morning-stillness-640.avif 640w, /media/posters/morning-stillness-1280.avif 1280w',
        webp: '/media/posters/morning-stillness-640.webp 640w, /media/posters/morning-stillness-1280.webp 1280w',
      },
      width: 640,
      height: 360,
    });
  });

  it('derives square sizes for a portrait', () => {
    const image = responsiveImage('/teachers/amara-okafor-256.webp');
    expect(image.srcSet.avif).toBe('/teachers/amara-okafor-256.avif 256w, /teachers/amara-okafor-512.avif 512w');
    expect([image.width, image.height]).toEqual([256, 256]);
  });

  it('derives square sizes for a portrait uploaded in the studio, whose name carries a content hash', () => {
    const image = responsiveImage('/uploads/teachers/amara-okafor-3f9a1c2b7d4e-256.webp');
    expect(image.srcSet).toEqual({
      avif: '/uploads/teachers/amara-okafor-3f9a1c2b7d4e-256.avif 256w, /uploads/teachers/amara-okafor-3f9a1c2b7d4e-512.avif 512w',
      webp: '/uploads/teachers/amara-okafor-3f9a1c2b7d4e-256.webp 256w, /uploads/teachers/amara-okafor-3f9a1c2b7d4e-512.webp 512w',
    });
    expect([image.width, image.height]).toEqual([256, 256]);
  });

  it('passes any other URL through with empty srcsets', () => {
    const image = responsiveImage('https://cdn.example.com/poster.jpg');
    expect(image.src).toBe('https://cdn.example.com/poster.jpg');
    expect(image.srcSet).toEqual({ avif: '', webp: '' });
  });
});

describe('media files under public/', () => {
  const referenced = [
    ...allVideos.flatMap((v) => [v.videoUrl, ...POSTER_WIDTHS.flatMap((w) => ['avif', 'webp'].map((ext) => v.thumbnail.replace(/-\d+\.webp$/, `-${w}.${ext}`)))]),
    ...teachers.flatMap((t) => PORTRAIT_WIDTHS.flatMap((w) => ['avif', 'webp'].map((ext) => `${PORTRAIT_DIR}/${t.id}-${w}.${ext}`))),
  ].filter((url) => url !== '');

  it('has every clip, poster size and portrait size the data names', () => {
    const missing = referenced.filter((url) => !existsSync(publicFile(url)));
    expect(missing).toEqual([]);
    for (const t of teachers) expect(existsSync(publicFile(t.image))).toBe(true);
  });

  /** A clip's HLS folder, as the transcode pipeline lays out a video (docs/media-pipeline.md). */
  const hlsFiles = (clip: ClipName) => filesUnder(publicFile(dirname(clipUrl(clip))));
  const bytes = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);

  it('has each clip as an MP4 source of at most 2 MB outside public/, and as its HLS: master, renditions, audio-only, storyboard, captions', () => {
    for (const clip of clipNames) {
      expect(statSync(join(CLIP_SOURCES, `${clip}.mp4`)).size, clip).toBeLessThanOrEqual(2 * MB);
      const names = hlsFiles(clip).map((file) => file.slice(publicFile(dirname(clipUrl(clip))).length + 1));
      const playlists = ['240p', '360p', '540p', '720p', 'audio'].map((rendition) => `${rendition}/playlist.m3u8`);
      const captions = captionLanguages.flatMap((language) => [`captions/${language}.vtt`, `captions/${language}.m3u8`]);
      expect(names).toEqual(expect.arrayContaining(['master.m3u8', ...playlists, 'storyboard.jpg', 'storyboard.vtt', ...captions]));
    }
    expect([...filesUnder(publicFile('/media/clips')), ...filesUnder(publicFile('/media/captions'))]).toEqual([]);
  });

  it('keeps each clip\'s HLS at most 3.5 MB and all media at most 32 MB (decision 2630)', () => {
    for (const clip of clipNames) expect(bytes(hlsFiles(clip)), clip).toBeLessThanOrEqual(3.5 * MB);
    expect(bytes([...filesUnder(publicFile('/media')), ...filesUnder(publicFile(PORTRAIT_DIR))])).toBeLessThanOrEqual(32 * MB);
  });

  it('keeps the first hero poster small enough to be a fast LCP image (640w AVIF at most 60 KB)', () => {
    const first = heroSlides[0]!;
    expect(statSync(publicFile(first.thumbnail.replace('.webp', '.avif'))).size).toBeLessThanOrEqual(60 * 1024);
  });
});
