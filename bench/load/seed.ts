import type { ServerProcess } from '../../tests/hardening/support/serverProcess.ts';
import { authFetch } from '../../tests/support/authApi.ts';

export const PASSWORD = 'load-test-pass-1';

export interface Session {
  email: string;
  access_token: string;
  refresh_token: string;
}

/** `count` confirmed users with a session each (AUTH_AUTOCONFIRM=true), made `parallel` at a time. */
export async function seedSessions(server: ServerProcess, count: number, tag: string, parallel = 8): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const email = `load-${tag}-${next++}-${Date.now().toString(36)}@example.com`;
      const response = await authFetch(server, '/signup', { method: 'POST', json: { email, password: PASSWORD } });
      if (response.status !== 200) throw new Error(`seeding sign-up answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as Omit<Session, 'email'>;
      sessions.push({ email, access_token: body.access_token, refresh_token: body.refresh_token });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return sessions;
}

/** Rows of watch progress for every session's member, written through the data API as that member. */
export async function seedProgress(server: ServerProcess, sessions: Session[], perMember: number, parallel = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < sessions.length) {
      const session = sessions[next++] as Session;
      const rows = Array.from({ length: perMember }, (_, i) => ({ video_id: `video-${i}`, position_seconds: 30 * i, duration_seconds: 600 }));
      const response = await fetch(`${server.url}/rest/v1/watch_progress`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(rows),
      });
      if (response.status !== 201) throw new Error(`seeding progress answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
