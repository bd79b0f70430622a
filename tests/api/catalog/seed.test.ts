import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationSeconds } from '../../../scripts/catalogSeed';
import { clipNames, clipUrl } from '../../../src/content/mediaPaths';
import { findTeacherByName, teachers } from '../../../src/content/teachers';
import { homeTeacherSlugs } from '../../../src/content/teacherSlugs';
import { de } from '../../../src/content/translations/de';
import { es } from '../../../src/content/translations/es';
import { fr } from '../../../src/content/translations/fr';
import type { Video } from '../../../src/content/types';
import { allVideos, featuredVideos, heroSlides, sampleVideos } from '../../../src/content/videos';
import { backends } from '../../support/databases.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** The seed migration applied by a fresh server holds what src/content holds, read as a visitor reads it. */
describe.each(backends)('the catalog seed (%s)', (backend) => {
  let server: TestServer;
  let visitor: SupabaseClient;

  beforeAll(async () => {
    server = await startServer({ backend });
    visitor = server.client();
  });

  afterAll(async () => {
    await server?.close();
  });

  async function rows<T>(query: PromiseLike<{ data: unknown; error: unknown }>): Promise<T[]> {
    const { data, error } = await query;
    expect(error).toBeNull();
    return data as T[];
  }

  it('teachers: every one, in list order (order=created_at), with their texts and portraits, published', async () => {
    const found = await rows(visitor.from('teachers').select('id, name, title, bio, image_url, published').order('created_at'));
    expect(found).toEqual(teachers.map((t) => ({ id: t.id, name: t.name, title: t.title, bio: t.bio, image_url: t.image, published: true })));
  });

  it('videos: every one, newest first in site order (order=published_at.desc), with teacher, path, premium flag, length and media', async () => {
    const found = await rows(
      visitor.from('videos').select('id, title, description, teacher_id, category, is_premium, duration_seconds, poster_url, playback_url').order('published_at', { ascending: false }),
    );
    expect(found).toEqual(
      allVideos.map((v) => ({
        id: v.id,
        title: v.title,
        description: v.description,
        teacher_id: findTeacherByName(v.instructor)?.id,
        category: 'category' in v ? v.category : null,
        is_premium: v.isPremium,
        duration_seconds: durationSeconds(v.duration),
        poster_url: v.thumbnail,
        playback_url: v.videoUrl || null,
      })),
    );
  });

  it('the path pages list the ten sample videos: the videos with a category, in the same order', async () => {
    const found = await rows<{ id: string }>(visitor.from('videos').select('id').not('category', 'is', null).order('published_at', { ascending: false }));
    expect(found.map((v) => v.id)).toEqual(sampleVideos.map((v) => v.id));
  });

  it.each([
    ['es', es],
    ['fr', fr],
    ['de', de],
  ] as const)('the %s texts of every video and teacher, through the localized views', async (language, translation) => {
    const videos = await rows<{ id: string; title: string; description: string }>(
      visitor.from('localized_videos').select('id, title, description').eq('language', language).order('published_at', { ascending: false }),
    );
    expect(videos).toEqual(allVideos.map((v) => ({ id: v.id, ...translation.videos[v.id] })));
    const people = await rows(visitor.from('localized_teachers').select('id, title, bio').eq('language', language).order('created_at'));
    expect(people).toEqual(teachers.map((t) => ({ id: t.id, ...translation.teachers[t.id] })));
  });

  it('English in the localized views is the catalog itself', async () => {
    const videos = await rows<{ id: string; title: string }>(visitor.from('localized_videos').select('id, title').eq('language', 'en').order('published_at', { ascending: false }));
    expect(videos).toEqual(allVideos.map((v) => ({ id: v.id, title: v.title })));
  });

  it("the home page's hero slides, featured videos and teacher avatars, by position", async () => {
    const hero = await rows<{ video_id: string }>(visitor.from('home_hero_slides').select('video_id').order('position'));
    expect(hero.map((r) => r.video_id)).toEqual(heroSlides.map((v) => v.id));
    const featured = await rows<{ video_id: string }>(visitor.from('home_featured_videos').select('video_id').order('position'));
    expect(featured.map((r) => r.video_id)).toEqual(featuredVideos.map((v) => v.id));
    const avatars = await rows<{ teacher_id: string }>(visitor.from('home_teachers').select('teacher_id').order('position'));
    expect(avatars.map((r) => r.teacher_id)).toEqual([...homeTeacherSlugs]);
  });

  it("an install seeded with the clips' MP4 files: each video still on one moves to its clip's HLS, other media stay, so do versions", async () => {
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/migrations/20261126200000_sample_videos_hls.sql'), 'utf8');
    const mp4Of = new Map(clipNames.map((clip) => [clipUrl(clip), `/media/clips/${clip}.mp4`]));
    const [uploaded, ...seeded] = allVideos.filter((v) => v.videoUrl) as [Video, ...Video[]];
    const upload = '/storage/v1/object/public/media/videos/upload/1/master.m3u8';
    const setMedia = (id: string, url: string) => server.db.query('update public.videos set playback_url = $1 where id = $2', [url, id]);
    await setMedia(uploaded.id, upload);
    for (const video of seeded) await setMedia(video.id, mp4Of.get(video.videoUrl)!);
    const media = () => server.db.query<{ id: string; playback_url: string; updated_at: Date }>('select id, playback_url, updated_at from public.videos where playback_url is not null');
    const before = (await media()).rows;

    await server.db.query(migration);
    const after = new Map((await media()).rows.map((row) => [row.id, row]));
    expect(after.get(uploaded.id)?.playback_url).toBe(upload);
    for (const video of seeded) expect(after.get(video.id)?.playback_url, video.id).toBe(video.videoUrl);
    for (const row of before) expect(after.get(row.id)?.updated_at, row.id).toEqual(row.updated_at);
    await setMedia(uploaded.id, uploaded.videoUrl);
  });
});
