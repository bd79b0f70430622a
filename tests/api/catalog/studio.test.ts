import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const VIDEO = 'morning-stillness';

interface HomeState {
  version: string;
  hero: string[];
  featured: string[];
  teachers: string[];
}

/** The studio's RPCs (supabase/migrations/20261126130000_studio.sql, docs/catalog.md#studio). */
describe.each(backends)('studio RPCs (%s)', (backend) => {
  let server: TestServer;
  let editor: Member;
  let member: Member;

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true });
    [editor, member] = await Promise.all([memberWithRole(server, 'editor'), signedInMember(server)]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const openVideo = async (client: SupabaseClient, id = VIDEO) => {
    const { data, error } = await client.from('videos').select('*').eq('id', id).single();
    expect(error).toBeNull();
    return data as { id: string; title: string; description: string; teacher_id: string; category: string | null; is_premium: boolean; published_at: string | null; updated_at: string };
  };
  const translations = async (id: string) =>
    (await server.admin().from('video_translations').select('language, title, description').eq('video_id', id).order('language')).data;

  const saveVideo = (client: SupabaseClient, opened: Awaited<ReturnType<typeof openVideo>>, changes: Record<string, unknown> = {}) =>
    client.rpc('studio_save_video', {
      id: opened.id,
      opened_updated_at: opened.updated_at,
      title: opened.title,
      description: opened.description,
      teacher_id: opened.teacher_id,
      category: opened.category,
      is_premium: opened.is_premium,
      published_at: opened.published_at,
      translations: { fr: { title: 'Lumière du matin', description: null } },
      ...changes,
    });

  it('an editor saves a video and its translations in one call, and gets the new updated_at; the history records it', async () => {
    const opened = await openVideo(editor.client);
    const { data, error, status } = await saveVideo(editor.client, opened, { title: '  Morning Light  ', is_premium: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const saved = await openVideo(editor.client);
    expect(saved).toMatchObject({ title: 'Morning Light', is_premium: true, updated_at: data });
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(opened.updated_at));
    expect(await translations(VIDEO)).toEqual([{ language: 'fr', title: 'Lumière du matin', description: null }]);
    const { data: history } = await editor.client
      .from('catalog_changes')
      .select('changed_by_email, table_name, diff')
      .in('row_id', [VIDEO, `${VIDEO}/fr`])
      .order('id', { ascending: false })
      .limit(2);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changed_by_email: editor.email, table_name: 'videos', diff: expect.objectContaining({ title: { old: opened.title, new: 'Morning Light' } }) }),
      ]),
    );
  });

  it('a save from a stale updated_at is refused with 409 PT409 "This item changed since you opened it." and changes nothing', async () => {
    const opened = await openVideo(editor.client);
    expect((await saveVideo(editor.client, opened, { title: 'First editor' })).error).toBeNull();
    const { error, status } = await saveVideo(editor.client, opened, { title: 'Second editor', translations: { de: { title: 'Zweiter' } } });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: 'PT409', message: 'This item changed since you opened it.' });
    expect((await openVideo(editor.client)).title).toBe('First editor');
    expect((await translations(VIDEO))?.map((row) => row.language)).toEqual(['fr']);
  });

  it('a translation-only save still moves the version, so a stale save after it is refused', async () => {
    const opened = await openVideo(editor.client);
    expect((await saveVideo(editor.client, opened, { translations: { es: { title: 'Luz' } } })).error).toBeNull();
    expect((await saveVideo(editor.client, opened, { translations: {} })).status).toBe(409);
  });

  it.each([
    [{ title: '   ' }, 'title.en', 'required'],
    [{ title: 'x'.repeat(201) }, 'title.en', 'too_long'],
    [{ translations: { de: { description: 'x'.repeat(5001) } } }, 'description.de', 'too_long'],
    [{ teacher_id: 'no-such-teacher' }, 'teacher_id', 'unknown'],
    [{ category: 'cooking' }, 'category', 'unknown'],
  ])('%o is refused: 400 23514, the field in details and the rule in hint; nothing half-saved', async (changes, field, rule) => {
    const opened = await openVideo(editor.client);
    const before = await translations(VIDEO);
    const { error, status } = await saveVideo(editor.client, opened, { translations: { fr: { title: 'Changé' } }, ...changes });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: field, hint: rule });
    expect(await openVideo(editor.client)).toEqual(opened);
    expect(await translations(VIDEO)).toEqual(before);
  });

  it('members are refused (403 42501) and visitors too (401), and nothing changes', async () => {
    const opened = await openVideo(editor.client);
    const asMember = await saveVideo(member.client, opened, { title: 'Member' });
    expect(asMember.status).toBe(403);
    expect(asMember.error?.code).toBe('42501');
    const asVisitor = await saveVideo(server.client(), opened, { title: 'Visitor' });
    expect(asVisitor.status).toBe(401);
    expect((await member.client.rpc('studio_home')).status).toBe(403);
    expect(await openVideo(editor.client)).toEqual(opened);
  });

  describe('teachers', () => {
    const newTeacher = (client: SupabaseClient, changes: Record<string, unknown> = {}) =>
      client.rpc('studio_save_teacher', {
        id: 'noor-haddad',
        opened_updated_at: null,
        name: 'Noor Haddad',
        title: 'Breath teacher',
        bio: 'Teaches slow breathing.',
        image_url: '/uploads/teachers/noor-haddad-abc-256.webp',
        published: false,
        translations: { es: { title: 'Maestra de respiración', bio: null } },
        ...changes,
      });

    it('an editor adds a teacher with a translation; the same slug again is refused (409 23505, details id)', async () => {
      const { data, error } = await newTeacher(editor.client);
      expect(error).toBeNull();
      const { data: row } = await editor.client.from('teachers').select('name, published, image_url, updated_at').eq('id', 'noor-haddad').single();
      expect(row).toEqual({ name: 'Noor Haddad', published: false, image_url: '/uploads/teachers/noor-haddad-abc-256.webp', updated_at: data });
      const { data: spanish } = await editor.client.from('teacher_translations').select('title').eq('teacher_id', 'noor-haddad');
      expect(spanish).toEqual([{ title: 'Maestra de respiración' }]);
      const again = await newTeacher(editor.client, { translations: null });
      expect(again.status).toBe(409);
      expect(again.error).toMatchObject({ code: '23505', details: 'id', hint: 'taken' });
    });

    it.each([
      [{ id: 'Noor Haddad', name: 'Other' }, 'id', 'slug'],
      [{ id: 'noor-2', name: '' }, 'name', 'required'],
      [{ id: 'noor-3', image_url: 'javascript:alert(1)' }, 'image_url', 'invalid'],
    ])('%o is refused with its field, and no teacher is added', async (changes, field, rule) => {
      const { error } = await newTeacher(editor.client, changes);
      expect(error).toMatchObject({ code: '23514', details: field, hint: rule });
      expect((await editor.client.from('teachers').select('id').in('id', ['noor-2', 'noor-3'])).data).toEqual([]);
    });

    it('publishing from a stale updated_at is refused', async () => {
      const { data: row } = await editor.client.from('teachers').select('*').eq('id', 'amara-okafor').single();
      const save = (published: boolean) =>
        editor.client.rpc('studio_save_teacher', { ...row, opened_updated_at: row.updated_at, published, translations: null, created_at: undefined, updated_at: undefined });
      expect((await save(false)).error).toBeNull();
      expect((await save(true)).error?.code).toBe('PT409');
      expect((await server.client().from('teachers').select('id').eq('id', 'amara-okafor')).data).toEqual([]);
    });
  });

  describe('the home page', () => {
    const home = async () => {
      const { data, error } = await editor.client.rpc('studio_home');
      expect(error).toBeNull();
      return data as HomeState;
    };
    const save = (state: HomeState, changes: Partial<HomeState> = {}) =>
      editor.client.rpc('studio_save_home', {
        opened_version: state.version,
        hero: changes.hero ?? state.hero,
        featured: changes.featured ?? state.featured,
        teachers: changes.teachers ?? state.teachers,
      });

    it('an editor reorders and replaces in one call; a save from the old version is refused', async () => {
      const opened = await home();
      const teachers = [...opened.teachers.slice(1, 7).reverse(), opened.teachers[0]!, 'noor-haddad'];
      const featured = [opened.featured[2]!, opened.featured[0]!, opened.featured[1]!];
      const { data, error } = await save(opened, { featured, teachers, hero: opened.hero.slice(0, 2) });
      expect(error).toBeNull();
      expect(data).toMatchObject({ featured, teachers, hero: opened.hero.slice(0, 2) });
      expect((data as HomeState).version).not.toBe(opened.version);
      expect(await home()).toEqual(data);
      const stale = await save(opened);
      expect(stale.status).toBe(409);
      expect(stale.error?.code).toBe('PT409');
      expect(await home()).toEqual(data);
    });

    it.each([
      [{ featured: ['a'] }, 'featured', 'count'],
      [{ hero: [] }, 'hero', 'count'],
      [{ hero: ['no-such-video'] }, 'hero', 'unknown'],
    ])('%o is refused with its field; nothing changes', async (changes, field, rule) => {
      const opened = await home();
      const { error } = await save(opened, changes);
      expect(error).toMatchObject({ code: '23514', details: field, hint: rule });
      expect(await home()).toEqual(opened);
    });

    it('a list naming an item twice is refused', async () => {
      const opened = await home();
      const { error } = await save(opened, { teachers: [...opened.teachers.slice(0, 7), opened.teachers[0]!] });
      expect(error).toMatchObject({ details: 'teachers', hint: 'duplicate' });
    });
  });

  describe('new video (studio_new_video, supabase/migrations/20261126170000_studio_new_video.sql)', () => {
    const newVideo = (client: SupabaseClient, title: string) => client.rpc('studio_new_video', { title });

    it('an editor creates a draft whose id is a slug of its English title, made unique with -2, -3', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const { data, error, status } = await newVideo(editor.client, '  Évening Quiet: Déjà Vu!  ');
        expect(error).toBeNull();
        expect(status).toBe(200);
        ids.push(data);
      }
      expect(ids).toEqual(['evening-quiet-deja-vu', 'evening-quiet-deja-vu-2', 'evening-quiet-deja-vu-3']);
      const created = await openVideo(editor.client, 'evening-quiet-deja-vu-2');
      expect(created).toMatchObject({ title: 'Évening Quiet: Déjà Vu!', description: '', teacher_id: null, published_at: null });
      expect((await server.client().from('videos').select('id').eq('id', 'evening-quiet-deja-vu')).data).toEqual([]);
    });

    it('a title with no letters or digits gets the id "video"; a long one is cut to 90 characters', async () => {
      expect((await newVideo(editor.client, '🙏 · 🙏')).data).toBe('video');
      const { data } = await newVideo(editor.client, `${'breath '.repeat(20)}end`);
      expect(data).toBe('breath-'.repeat(13).slice(0, 90).replace(/-+$/, ''));
    });

    it('a blank title is refused (400 23514, title.en required); members (403 42501) and visitors (401) too', async () => {
      const blank = await newVideo(editor.client, '   ');
      expect(blank.status).toBe(400);
      expect(blank.error).toMatchObject({ code: '23514', details: 'title.en', hint: 'required' });
      const asMember = await newVideo(member.client, 'Member video');
      expect(asMember.status).toBe(403);
      expect(asMember.error?.code).toBe('42501');
      expect((await newVideo(server.client(), 'Visitor video')).status).toBe(401);
      expect((await server.admin().from('videos').select('id').in('id', ['member-video', 'visitor-video'])).data).toEqual([]);
    });
  });
});
