import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, passwordGrant } from '../support/authApi.ts';
import { backends, POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../support/databases.ts';
import { RELAXED_LIMITS } from '../support/limits.ts';
import { uniqueEmail } from '../support/uniqueEmail.ts';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

const ENV = { ...RELAXED_LIMITS, AUTH_AUTOCONFIRM: 'true' };
/** Connection drops and shared sessions need a PostgreSQL server (CI sets TEST_DATABASE_URL). */
const postgresOnly: 'postgres'[] = POSTGRES_BASE_URL ? ['postgres'] : [];

interface Session {
  access_token: string;
  refresh_token: string;
}

/**
 * Sign-ups from `workers` concurrent clients until `stop()`; an email counts as acknowledged only
 * when its 200 with a session arrived. Connection errors (the server died) end a worker.
 */
function signUpBurst(server: ServerProcess, workers: number) {
  const acknowledged: string[] = [];
  let stopped = false;
  const run = async (worker: number) => {
    while (!stopped) {
      const email = uniqueEmail(`burst-${worker}`);
      try {
        const response = await authFetch(server, '/signup', { method: 'POST', json: { email, password: 'burst-pass-1' } });
        const body = (await response.json()) as Partial<Session>;
        if (response.status === 200 && body.access_token) acknowledged.push(email);
      } catch {
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, i) => run(i)));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(backends)('faults: kill -9 (%s)', (backend) => {
  let site: Site;
  let database: ScratchDatabase | undefined;
  let dataDir: string;
  let server: ServerProcess | undefined;

  const start = () => startProcess({ site, dataDir, databaseUrl: database?.url, env: ENV });

  beforeAll(async () => {
    site = makeSite();
    dataDir = await pgliteDataDir(site);
    if (backend === 'postgres') database = await scratchDatabase('faults');
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    site?.cleanup();
  });

  it('loses no acknowledged sign-up when killed with SIGKILL mid-burst, and reopens its database cleanly', async () => {
    server = await start();
    const burst = signUpBurst(server, 6);
    await waitFor(() => burst.acknowledged.length >= 12, 120_000);
    const killedAt = burst.acknowledged.length;
    await server.kill('SIGKILL');
    await burst.stop();
    const acknowledged = [...burst.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(killedAt);

    server = await start();
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: backend });
    for (const email of acknowledged) {
      const response = await passwordGrant(server, email, 'burst-pass-1');
      expect(response.status, `acknowledged sign-up ${email} lost after kill -9`).toBe(200);
    }
    // The reopened database takes writes again.
    const fresh = await authFetch(server, '/signup', { method: 'POST', json: { email: uniqueEmail(`after-kill-${backend}`), password: 'burst-pass-1' } });
    expect(fresh.status).toBe(200);
    console.log(`kill -9 (${backend}): ${acknowledged.length} acknowledged sign-ups, all present after restart`);
  }, 300_000);
});

describe.each(postgresOnly)('faults: PostgreSQL connections (%s)', () => {
  let site: Site;
  let database: ScratchDatabase | undefined;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  const start = () => startProcess({ site, dataDir, databaseUrl: database?.url, env: ENV });

  beforeAll(async () => {
    site = makeSite();
    dataDir = site.dir;
    database = await scratchDatabase('faults_pg');
    server = await start();
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await second?.kill();
    await database?.drop();
    site?.cleanup();
  });

  it('answers 503 (never 500) while PostgreSQL drops its connections, and recovers without a restart', async () => {
    const live = server as ServerProcess;
    const email = uniqueEmail('drop');
    const created = await authFetch(live, '/signup', { method: 'POST', json: { email, password: 'drop-pass-1' } });
    const { access_token } = (await created.json()) as Session;

    const statuses = new Map<number, number>();
    const badBodies: string[] = [];
    let stopped = false;
    const worker = async (useSignIn: boolean) => {
      while (!stopped) {
        const response = useSignIn ? await passwordGrant(live, email, 'drop-pass-1') : await authFetch(live, '/user', { token: access_token });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const text = await response.text();
        if (response.status === 503) {
          const body = JSON.parse(text) as { code?: string; message?: string };
          if (body.code !== 'service_unavailable' || typeof body.message !== 'string') badBodies.push(text);
        }
      }
    };
    const workers = [worker(false), worker(false), worker(false), worker(false), worker(true)];

    const admin = new pg.Client({ connectionString: POSTGRES_BASE_URL });
    await admin.connect();
    let terminated = 0;
    for (let round = 0; round < 40; round += 1) {
      const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        database?.name,
      ]);
      terminated += result.rowCount ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.end();
    stopped = true;
    await Promise.all(workers);

    const seen = Object.fromEntries(statuses);
    console.log(`connection drops: ${terminated} backends terminated; answers by status ${JSON.stringify(seen)}`);
    expect(terminated).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503), JSON.stringify(seen)).toEqual([]);
    expect(statuses.get(503) ?? 0, 'no request was caught by a dropped connection').toBeGreaterThan(0);
    expect(badBodies).toEqual([]);

    // Recovered, same process: the pool reconnects on its own.
    for (let i = 0; i < 20; i += 1) {
      const response = await authFetch(live, '/user', { token: access_token });
      expect(response.status).toBe(200);
    }
    expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
    expect((await passwordGrant(live, email, 'drop-pass-1')).status).toBe(200);
  }, 180_000);

  it('shares sessions between two processes on one database: sign in on one, refresh and sign out on the other', async () => {
    const first = server as ServerProcess;
    second = await start();
    const email = uniqueEmail('two');
    expect((await authFetch(first, '/signup', { method: 'POST', json: { email, password: 'two-pass-1' } })).status).toBe(200);
    const signedIn = (await (await passwordGrant(first, email, 'two-pass-1')).json()) as Session;

    const refreshed = await authFetch(second, '/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: signedIn.refresh_token } });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Session;
    expect(next.refresh_token).not.toBe(signedIn.refresh_token);
    expect((await authFetch(second, '/user', { token: signedIn.access_token })).status).toBe(200);
    expect((await authFetch(first, '/user', { token: next.access_token })).status).toBe(200);

    expect((await authFetch(second, '/logout?scope=local', { method: 'POST', token: next.access_token })).status).toBe(204);
    const afterLogout = await authFetch(first, '/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token: next.refresh_token } });
    expect(afterLogout.status).toBe(400);
    const user = await authFetch(first, '/user', { token: next.access_token });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  }, 180_000);
});
