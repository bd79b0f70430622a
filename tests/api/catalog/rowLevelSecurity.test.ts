import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allVideos } from '../../../src/content/videos';
import { backends } from '../../support/databases.ts';
import { addUnpublishedRows, memberWithRole, tokenRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const UNPUBLISHED = ['draft-video', 'scheduled-video'];
const CATALOG_TABLES = [
  'teachers',
  'videos',
  'video_translations',
  'teacher_translations',
  'home_hero_slides',
  'home_featured_videos',
  'home_teachers',
  'localized_videos',
  'localized_teachers',
  'catalog_changes',
];

describe.each(backends)('catalog row-level security (%s)', (backend) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let member: Member;
  let editor: Member;
  let admin: Member;

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true });
    await addUnpublishedRows(server);
    visitor = server.client();
    [member, editor, admin] = await Promise.all([signedInMember(server), memberWithRole(server, 'editor'), memberWithRole(server, 'admin')]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const videoIds = async (client: SupabaseClient) => {
    const { data, error } = await client.from('videos').select('id');
    expect(error).toBeNull();
    return (data ?? []).map((row: { id: string }) => row.id);
  };

  it('the data API knows every catalog table and view from start-up (service role: 200 for each)', async () => {
    for (const table of CATALOG_TABLES) {
      const { status, error } = await server.admin().from(table).select().limit(1);
      expect(error, table).toBeNull();
      expect(status, table).toBe(200);
    }
  });

  it('visitors and members read the published videos only: drafts and scheduled videos are invisible', async () => {
    for (const client of [visitor, member.client]) {
      const ids = await videoIds(client);
      expect(ids).toHaveLength(allVideos.length);
      for (const id of UNPUBLISHED) expect(ids).not.toContain(id);
      expect((await client.from('videos').select().eq('id', 'draft-video')).data).toEqual([]);
    }
  });

  it('editors, admins and the service role read every video', async () => {
    for (const client of [editor.client, admin.client, server.admin()]) {
      const ids = await videoIds(client);
      expect(ids).toHaveLength(allVideos.length + UNPUBLISHED.length);
      expect(ids).toEqual(expect.arrayContaining(UNPUBLISHED));
    }
  });

  it('an unpublished teacher is hidden from visitors and members, with their translations and home row; editors see them', async () => {
    for (const client of [visitor, member.client]) {
      expect((await client.from('teachers').select().eq('id', 'hidden-teacher')).data).toEqual([]);
      expect((await client.from('teacher_translations').select().eq('teacher_id', 'hidden-teacher')).data).toEqual([]);
      expect((await client.from('home_teachers').select().eq('teacher_id', 'hidden-teacher')).data).toEqual([]);
      expect((await client.from('localized_teachers').select().eq('id', 'hidden-teacher')).data).toEqual([]);
      expect((await client.from('teachers').select('id')).data).toHaveLength(20);
    }
    expect((await editor.client.from('teachers').select('published').eq('id', 'hidden-teacher').single()).data).toEqual({ published: false });
    expect((await editor.client.from('teacher_translations').select('title').eq('teacher_id', 'hidden-teacher')).data).toEqual([{ title: 'Todavía no' }]);
    expect((await editor.client.from('home_teachers').select('position').eq('teacher_id', 'hidden-teacher')).data).toEqual([{ position: 9 }]);
  });

  it("translations and home rows of a video are read with it: none of an unpublished video's for visitors, all for editors", async () => {
    for (const client of [visitor, member.client]) {
      expect((await client.from('video_translations').select().in('video_id', UNPUBLISHED)).data).toEqual([]);
      expect((await client.from('home_featured_videos').select().eq('video_id', 'draft-video')).data).toEqual([]);
      expect((await client.from('localized_videos').select().in('id', UNPUBLISHED)).data).toEqual([]);
      expect((await client.from('home_featured_videos').select('video_id')).data).toHaveLength(3);
    }
    expect((await editor.client.from('video_translations').select('video_id').in('video_id', UNPUBLISHED)).data).toHaveLength(2);
    expect((await editor.client.from('home_featured_videos').select('video_id')).data).toHaveLength(4);
  });

  it('a scheduled video shows once its time has come, with nothing else changed', async () => {
    const { data } = await editor.client.from('videos').insert({ id: 'due-video', title: 'Due', teacher_id: 'devan-rao', published_at: new Date(Date.now() + 3_600_000).toISOString() }).select('id');
    expect(data).toEqual([{ id: 'due-video' }]);
    expect((await visitor.from('videos').select('id').eq('id', 'due-video')).data).toEqual([]);
    await editor.client.from('videos').update({ published_at: new Date(Date.now() - 1000).toISOString() }).eq('id', 'due-video');
    expect((await visitor.from('videos').select('id').eq('id', 'due-video')).data).toEqual([{ id: 'due-video' }]);
    await editor.client.from('videos').delete().eq('id', 'due-video');
  });

  it('a missing translation falls back to English, field by field, in localized_videos and localized_teachers', async () => {
    const draft = await editor.client.from('localized_videos').select('language, title, description').eq('id', 'draft-video').order('language');
    expect(draft.data).toEqual([
      { language: 'de', title: 'Draft Video', description: 'Unfinished.' },
      { language: 'en', title: 'Draft Video', description: 'Unfinished.' },
      { language: 'es', title: 'Draft Video', description: 'Unfinished.' },
      { language: 'fr', title: 'Vidéo brouillon', description: 'Inachevée.' },
    ]);
    const scheduled = await editor.client.from('localized_videos').select('title, description').eq('id', 'scheduled-video').eq('language', 'de').single();
    expect(scheduled.data).toEqual({ title: 'Geplantes Video', description: 'Later.' });
    const teacher = await editor.client.from('localized_teachers').select('name, title, bio').eq('id', 'hidden-teacher').eq('language', 'es').single();
    expect(teacher.data).toEqual({ name: 'Hidden Teacher', title: 'Todavía no', bio: 'Soon.' });
  });

  it('members cannot write the catalog: an insert is 403 42501, updates and deletes touch nothing', async () => {
    const insert = await member.client.from('videos').insert({ id: 'member-video', title: 'Mine' });
    expect(insert.status).toBe(403);
    expect(insert.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "videos"' });
    const update = await member.client.from('videos').update({ title: 'Hijacked' }).eq('id', 'morning-stillness').select();
    expect(update.data).toEqual([]);
    const removal = await member.client.from('teachers').delete().eq('id', 'kenji-takamura').select();
    expect(removal.data).toEqual([]);
    const translation = await member.client.from('video_translations').insert({ video_id: 'morning-stillness', language: 'es', title: 'x' });
    expect(translation.status).toBe(403);
    const slide = await member.client.from('home_hero_slides').insert({ video_id: 'morning-stillness', position: 99 });
    expect(slide.status).toBe(403);
    expect((await visitor.from('videos').select('title').eq('id', 'morning-stillness').single()).data).toEqual({ title: 'Morning Stillness' });
    expect((await visitor.from('teachers').select('id').eq('id', 'kenji-takamura')).data).toHaveLength(1);
  });

  it('visitors cannot write at all: 401 42501 (no grant)', async () => {
    const insert = await visitor.from('teachers').insert({ id: 'visitor-teacher', name: 'V' });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
    expect((await visitor.from('videos').delete().eq('id', 'morning-stillness')).status).toBe(401);
  });

  it('editors insert, update and delete videos, teachers, translations and home rows', async () => {
    const c = editor.client;
    expect((await c.from('teachers').insert({ id: 'new-teacher', name: 'New Teacher', title: 'Guide', bio: 'Hello.' })).error).toBeNull();
    expect((await c.from('videos').insert({ id: 'new-video', title: 'New Video', teacher_id: 'new-teacher', category: 'breathwork', is_premium: true })).error).toBeNull();
    expect((await c.from('video_translations').insert({ video_id: 'new-video', language: 'es', title: 'Vídeo nuevo' })).error).toBeNull();
    expect((await c.from('teacher_translations').insert({ teacher_id: 'new-teacher', language: 'fr', title: 'Guide', bio: 'Bonjour.' })).error).toBeNull();
    expect((await c.from('home_hero_slides').insert({ video_id: 'new-video', position: 6 })).error).toBeNull();
    const updated = await c.from('videos').update({ title: 'Renamed Video', duration_seconds: 754.5 }).eq('id', 'new-video').select('title, duration_seconds, is_premium');
    expect(updated.data).toEqual([{ title: 'Renamed Video', duration_seconds: 754.5, is_premium: true }]);
    // A video goes with its translations and home rows; a teacher with videos cannot go (409 23503).
    expect((await c.from('teachers').delete().eq('id', 'new-teacher')).status).toBe(409);
    expect((await c.from('videos').delete().eq('id', 'new-video').select('id')).data).toEqual([{ id: 'new-video' }]);
    expect((await c.from('video_translations').select().eq('video_id', 'new-video')).data).toEqual([]);
    expect((await c.from('home_hero_slides').select().eq('video_id', 'new-video')).data).toEqual([]);
    expect((await c.from('teachers').delete().eq('id', 'new-teacher').select('id')).data).toEqual([{ id: 'new-teacher' }]);
  });

  it('the columns are checked: slugs, paths, languages, URLs and positions (400 23514)', async () => {
    const c = editor.client;
    const refused = [
      await c.from('teachers').insert({ id: 'Not A Slug', name: 'x' }),
      await c.from('videos').insert({ id: 'ok-slug', title: 'x', category: 'cooking' }),
      await c.from('videos').insert({ id: 'ok-slug', title: 'x', playback_url: 'javascript:alert(1)' }),
      await c.from('videos').insert({ id: 'ok-slug', title: 'x', poster_url: '//evil.example/p.png' }),
      await c.from('video_translations').insert({ video_id: 'morning-stillness', language: 'it', title: 'x' }),
      await c.from('home_featured_videos').insert({ video_id: 'morning-stillness', position: 0 }),
    ];
    for (const { status, error } of refused) {
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    }
    const taken = await c.from('home_featured_videos').insert({ video_id: 'morning-stillness', position: 1 });
    expect(taken.status).toBe(409);
  });

  it('one upsert reorders a home list: positions are unique at the end of the statement', async () => {
    const { data: before } = await server.admin().from('home_featured_videos').select('video_id, position').lte('position', 3).order('position');
    const [first, second] = before as { video_id: string; position: number }[];
    const swap = await editor.client
      .from('home_featured_videos')
      .upsert([{ ...first, position: 2 }, { ...second, position: 1 }] as { video_id: string; position: number }[], { onConflict: 'video_id' });
    expect(swap.error).toBeNull();
    const { data: after } = await visitor.from('home_featured_videos').select('video_id').lte('position', 2).order('position');
    expect(after).toEqual([{ video_id: second?.video_id }, { video_id: first?.video_id }]);
    await server.admin().from('home_featured_videos').upsert(before as object[], { onConflict: 'video_id' });
  });

  it('updated_at moves forward on every update and keeps created_at; an update made with a stale updated_at touches nothing', async () => {
    const c = editor.client;
    const opened = (await c.from('teachers').select('created_at, updated_at').eq('id', 'devan-rao').single()).data as { created_at: string; updated_at: string };
    const saved = await c.from('teachers').update({ title: 'Breathwork Guide', created_at: '2030-01-01T00:00:00Z', updated_at: '2000-01-01T00:00:00Z' }).eq('id', 'devan-rao').eq('updated_at', opened.updated_at).select('created_at, updated_at');
    expect(saved.data).toHaveLength(1);
    const row = saved.data?.[0] as { created_at: string; updated_at: string };
    expect(new Date(row.created_at).getTime()).toBe(new Date(opened.created_at).getTime());
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(new Date(opened.updated_at).getTime());
    // A second editor still holding the first version saves: nothing matches, so the studio can say "changed meanwhile".
    const stale = await admin.client.from('teachers').update({ title: 'Overwritten' }).eq('id', 'devan-rao').eq('updated_at', opened.updated_at).select();
    expect(stale.error).toBeNull();
    expect(stale.data).toEqual([]);
    expect((await visitor.from('teachers').select('title').eq('id', 'devan-rao').single()).data).toEqual({ title: 'Breathwork Guide' });
    await c.from('teachers').update({ title: 'Breathwork & Pranayama Guide' }).eq('id', 'devan-rao');
  });

  it("every write lands in catalog_changes with the editor's id and email and the columns it changed", async () => {
    const c = editor.client;
    await c.from('videos').update({ title: 'Morning Stillness, Revised', is_premium: false }).eq('id', 'morning-stillness');
    await c.from('video_translations').update({ title: 'Quietud matinal' }).eq('video_id', 'morning-stillness').eq('language', 'es');
    const { data, error } = await c
      .from('catalog_changes')
      .select('changed_by, changed_by_email, changed_by_role, table_name, row_id, operation, diff')
      .in('table_name', ['videos', 'video_translations'])
      .in('row_id', ['morning-stillness', 'morning-stillness/es'])
      .eq('changed_by', editor.userId)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        changed_by: editor.userId,
        changed_by_email: editor.email,
        changed_by_role: 'authenticated',
        table_name: 'videos',
        row_id: 'morning-stillness',
        operation: 'update',
        diff: { title: { old: 'Morning Stillness', new: 'Morning Stillness, Revised' } },
      },
      {
        changed_by: editor.userId,
        changed_by_email: editor.email,
        changed_by_role: 'authenticated',
        table_name: 'video_translations',
        row_id: 'morning-stillness/es',
        operation: 'update',
        diff: { title: { old: 'Quietud de la mañana', new: 'Quietud matinal' } },
      },
    ]);
    await c.from('videos').update({ title: 'Morning Stillness' }).eq('id', 'morning-stillness');
    await c.from('video_translations').update({ title: 'Quietud de la mañana' }).eq('video_id', 'morning-stillness').eq('language', 'es');
  });

  it('inserts and deletes are recorded whole; the seed and the service role are recorded without a user', async () => {
    const c = editor.client;
    await c.from('home_teachers').insert({ teacher_id: 'omar-haddad', position: 20 });
    await c.from('home_teachers').delete().eq('teacher_id', 'omar-haddad');
    const { data } = await c.from('catalog_changes').select('operation, diff').eq('table_name', 'home_teachers').eq('row_id', 'omar-haddad').order('id');
    expect(data).toEqual([
      { operation: 'insert', diff: { teacher_id: { new: 'omar-haddad' }, position: { new: 20 } } },
      { operation: 'delete', diff: { teacher_id: { old: 'omar-haddad' }, position: { old: 20 } } },
    ]);
    const seeded = await c.from('catalog_changes').select('changed_by, operation').eq('table_name', 'teachers').eq('row_id', 'amara-okafor').order('id').limit(1).single();
    expect(seeded.data).toEqual({ changed_by: null, operation: 'insert' });
    const byService = await c.from('catalog_changes').select('changed_by, changed_by_role').eq('table_name', 'teachers').eq('row_id', 'hidden-teacher').single();
    expect(byService.data).toEqual({ changed_by: null, changed_by_role: 'service_role' });
  });

  it('the edit history is for editors only, and no one writes it through the API', async () => {
    expect((await member.client.from('catalog_changes').select()).data).toEqual([]);
    const anon = await visitor.from('catalog_changes').select();
    expect(anon.status).toBe(401);
    for (const client of [editor.client, server.admin()]) {
      const forged = await client.from('catalog_changes').insert({ changed_by_role: 'x', table_name: 'videos', row_id: 'x', operation: 'insert', diff: {} });
      expect(forged.status).toBe(403);
      expect(forged.error?.code).toBe('42501');
      expect((await client.from('catalog_changes').delete().eq('table_name', 'videos')).status).toBe(403);
    }
  });

  it("the role travels in the access token's app_metadata, which auth.jwt() hands to the policies (rpc is_editor)", async () => {
    expect(await tokenRole(editor.client)).toBe('editor');
    expect(await tokenRole(admin.client)).toBe('admin');
    expect(await tokenRole(member.client)).toBeUndefined();
    for (const [client, expected] of [
      [editor.client, true],
      [admin.client, true],
      [member.client, false],
      [visitor, false],
    ] as const) {
      expect((await client.rpc('is_editor')).data).toBe(expected);
    }
  });
});
