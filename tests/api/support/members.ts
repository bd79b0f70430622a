import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import type { TestServer } from './server.ts';

/** What signing users up and in needs of a server: supabase-js as the anon key and as the service role. */
export type AuthClients = Pick<TestServer, 'client' | 'admin'>;

export interface Member {
  email: string;
  client: SupabaseClient;
  userId: string;
  accessToken: string;
}

/** A confirmed user, signed in: the supabase-js client (its `.from()` targets /rest/v1 as them), id and access token. */
export async function signedInMember(server: TestServer): Promise<Member> {
  const { email, client } = await confirmedUser(server);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session after sign-in');
  return { email, client, userId: data.session.user.id, accessToken: data.session.access_token };
}

/** A user created confirmed by the admin API, and a client signed in as them with the password. */
export async function confirmedUser(server: AuthClients, password = 'correct horse'): Promise<{ email: string; password: string; client: SupabaseClient }> {
  const email = uniqueEmail();
  const admin = server.admin();
  const { error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const client = server.client();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { email, password, client };
}
