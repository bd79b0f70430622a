import { decodeJwt } from 'jose';
import { confirmedUser, type AuthClients, type Member } from './members.ts';
import { type TestServer } from './server.ts';

/** The app_metadata.role a client's current access token carries (what auth.jwt() reads in the policies). */
export async function tokenRole(client: Member['client']): Promise<unknown> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return (decodeJwt(data.session.access_token).app_metadata as Record<string, unknown> | undefined)?.role;
}

/**
 * A signed-in user given `role` through the auth admin API (`updateUserById` with app_metadata), then refreshed,
 * so their access token carries it.
 */
export async function memberWithRole(server: AuthClients, role: 'editor' | 'admin'): Promise<Member> {
  const { email, client } = await confirmedUser(server);
  const { data: before } = await client.auth.getUser();
  const userId = before.user?.id as string;
  const { error } = await server.admin().auth.admin.updateUserById(userId, { app_metadata: { role } });
  if (error) throw error;
  const refreshed = await client.auth.refreshSession();
  if (refreshed.error || !refreshed.data.session) throw refreshed.error ?? new Error('no session after refresh');
  return { email, client, userId, accessToken: refreshed.data.session.access_token };
}

/** Rows a test adds, as the service role: a hidden teacher, a draft and a scheduled video, each with a translation and a home row. */
export async function addUnpublishedRows(server: TestServer): Promise<void> {
  const admin = server.admin();
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const steps = [
    () => admin.from('teachers').insert({ id: 'hidden-teacher', name: 'Hidden Teacher', title: 'Not yet', bio: 'Soon.', published: false }),
    () =>
      admin.from('videos').insert([
        { id: 'draft-video', title: 'Draft Video', description: 'Unfinished.', teacher_id: 'hidden-teacher', published_at: null },
        { id: 'scheduled-video', title: 'Scheduled Video', description: 'Later.', teacher_id: 'amara-okafor', published_at: inAnHour },
      ]),
    () =>
      admin.from('video_translations').insert([
        { video_id: 'draft-video', language: 'fr', title: 'Vidéo brouillon', description: 'Inachevée.' },
        { video_id: 'scheduled-video', language: 'de', title: 'Geplantes Video', description: null },
      ]),
    () => admin.from('teacher_translations').insert({ teacher_id: 'hidden-teacher', language: 'es', title: 'Todavía no', bio: null }),
    () => admin.from('home_featured_videos').insert({ video_id: 'draft-video', position: 4 }),
    () => admin.from('home_teachers').insert({ teacher_id: 'hidden-teacher', position: 9 }),
  ];
  for (const step of steps) {
    const { error } = await step();
    if (error) throw new Error(`fixture: ${error.message}`);
  }
}
