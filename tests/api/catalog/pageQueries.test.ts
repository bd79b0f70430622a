import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PAGE_SIZE } from '../../../src/config/site';
import { clipUrl } from '../../../src/content/mediaPaths';
import { homeTeacherSlugs } from '../../../src/content/teacherSlugs';
import { featuredVideos, heroSlides, sampleVideos } from '../../../src/content/videos';
import type { CatalogClient } from '../../../src/lib/catalog/catalogClient';
import { categoryPage, homeData, searchDocuments, teacherPage, videosByIds, watchData } from '../../../src/lib/catalog/queries';
import type { Database } from '../../../src/lib/data/schema';
import { backends } from '../../support/databases.ts';
import { addUnpublishedRows } from '../support/catalogFixture.ts';
import { startServer, type TestServer } from '../support/server.ts';

const ids = (videos: { id: string }[]) => videos.map((video) => video.id);
const playable = (videos: readonly { id: string; videoUrl: string }[]) => videos.filter((video) => video.videoUrl !== '');

describe.each(backends)("the public pages' catalog queries, through the data API as a visitor (%s)", (backend) => {
  let server: TestServer;
  let client: CatalogClient;

  beforeAll(async () => {
    server = await startServer({ backend });
    await addUnpublishedRows(server);
    client = new PostgrestClient<Database>(`${server.url}/rest/v1`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("home: a fresh install's hero slides, featured videos and teachers, in their order", async () => {
    const home = await homeData(client, 'en');
    expect(ids(home.hero)).toEqual(ids(heroSlides));
    expect(ids(home.featured)).toEqual(ids(featuredVideos).slice(0, 3));
    expect(home.teachers.map((teacher) => teacher.id)).toEqual([...homeTeacherSlugs]);
    expect(home.hero[0]).toMatchObject({ instructor: heroSlides[0]!.instructor, teacherId: expect.any(String), duration: heroSlides[0]!.duration });
  });

  it('category pages: all, free and a path by the filter rule, newest first, with their count', async () => {
    const all = await categoryPage(client, 'en', 'all', 1);
    expect(ids(all.videos)).toEqual(ids(playable(sampleVideos)));
    expect(all.total).toBe(playable(sampleVideos).length);
    expect(ids((await categoryPage(client, 'en', 'free', 1)).videos)).toEqual(ids(playable(sampleVideos.filter((video) => !video.isPremium))));
    expect(ids((await categoryPage(client, 'en', 'yoga', 1)).videos)).toEqual(ids(playable(sampleVideos.filter((video) => video.category === 'yoga'))));
    for (const other of ['breathwork', 'no-such-path', "it's"]) expect((await categoryPage(client, 'en', other, 1)).total, other).toBe(0);
  });

  it('pages through a long list, a page at a time, never a draft or a scheduled video', async () => {
    const admin = server.admin();
    const many = Array.from({ length: CATALOG_PAGE_SIZE + 5 }, (_, i) => ({
      id: `extra-${i}`,
      title: `Extra ${i}`,
      teacher_id: 'amara-okafor',
      category: 'breathwork',
      playback_url: clipUrl('dawn'),
      published_at: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    }));
    expect((await admin.from('videos').insert(many)).error).toBeNull();
    const first = await categoryPage(client, 'en', 'breathwork', 1);
    const second = await categoryPage(client, 'en', 'breathwork', 2);
    expect(first).toMatchObject({ total: many.length, pageCount: 2 });
    expect(first.videos).toHaveLength(CATALOG_PAGE_SIZE);
    expect(ids([...first.videos, ...second.videos])).toEqual(ids(many).reverse());
    expect((await categoryPage(client, 'en', 'breathwork', 3)).videos).toEqual([]);
    const teacher = await teacherPage(client, 'en', 'amara-okafor', 2);
    expect(teacher.teacher?.name).toBe('Amara Okafor');
    expect(teacher.videos.every((video) => video.instructor === 'Amara Okafor')).toBe(true);
    expect(ids(teacher.videos)).not.toContain('scheduled-video');
  });

  it('a teacher or a video nobody may see yet is not there', async () => {
    expect((await teacherPage(client, 'en', 'hidden-teacher', 1)).teacher).toBeNull();
    expect((await watchData(client, 'en', 'draft-video')).video).toBeNull();
    expect((await watchData(client, 'en', 'scheduled-video')).video).toBeNull();
    expect(await videosByIds(client, 'en', ['draft-video', 'morning-stillness', 'scheduled-video'])).toHaveLength(1);
  });

  it("a watch page: the video in the visitor's language, and at most five others to continue with, never itself", async () => {
    const { video, related } = await watchData(client, 'fr', 'morning-stillness');
    expect(video).toMatchObject({ id: 'morning-stillness', title: 'Calme du matin', instructor: 'Amara Okafor', teacherId: 'amara-okafor' });
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(ids(related)).not.toContain('morning-stillness');
    expect(related[0]?.instructor).toBe('Amara Okafor');
    // Each card links to its own page: the watch page's data carries no description for them.
    expect(related.every((other) => other.description === '')).toBe(true);
  });

  it('search documents hold every playable video of a catalog longer than one answer of the data API', async () => {
    const many = Array.from({ length: 1100 }, (_, i) => ({ id: `search-many-${i}`, title: `Search Many ${i}`, teacher_id: 'amara-okafor', playback_url: clipUrl('dawn'), published_at: new Date(Date.UTC(2018, 0, 1, 0, 0, i)).toISOString() }));
    expect((await server.admin().from('videos').insert(many)).error).toBeNull();
    const found = ids((await searchDocuments(client, 'en')).videos);
    expect(new Set(found).size).toBe(found.length);
    for (const i of [0, 999, 1000, 1099]) expect(found, String(i)).toContain(`search-many-${i}`);
  });

  it('videos by id keep the order asked for; search documents hold every playable video once, and every teacher', async () => {
    expect(ids(await videosByIds(client, 'en', ['sun-salutation-flow', 'morning-stillness']))).toEqual(['sun-salutation-flow', 'morning-stillness']);
    const documents = await searchDocuments(client, 'de');
    expect(new Set(ids(documents.videos)).size).toBe(documents.videos.length);
    expect(documents.videos.every((video) => video.videoUrl !== '')).toBe(true);
    expect(documents.teachers.length).toBeGreaterThanOrEqual(20);
  });
});
