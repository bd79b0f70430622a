import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { tokenRole } from '../support/catalogFixture.ts';
import { confirmedUser } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** Each run starts Node, tsx and, on PGlite, the embedded database: seconds apiece on a busy machine. */
const CLI_TIMEOUT = 180_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command in the repository as its own process, with the server's environment (DATA_DIR or DATABASE_URL). */
function run(file: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: root, env: { ...process.env, ...env }, timeout: CLI_TIMEOUT }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** `npm run admin` as its own process (the commands themselves: adminCommands.test.ts). */
describe.each(backends)('npm run admin: catalog roles (%s)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  let server: TestServer | undefined;
  let ana: Awaited<ReturnType<typeof confirmedUser>>;
  let ben: Awaited<ReturnType<typeof confirmedUser>>;
  let env: Record<string, string>;
  /** The tool, through tsx as `npm run admin` runs it. */
  const admin = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'server/admin/main.ts', ...args], env);

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true, dataDir });
    env = server.env;
    [ana, ben] = await Promise.all([confirmedUser(server), confirmedUser(server)]);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite only: PostgreSQL has no single-process lock to refuse on (the next test is its counterpart).
  it.runIf(backend === 'pglite')(
    'refuses while the server holds the embedded database (exit 1); once it has stopped, `npm run admin` grants',
    async () => {
      const refused = await admin('grant', 'editor', ana.email);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid}: PGlite allows one process at a time. Stop the server first`);
      await server?.close();
      server = undefined;
      const granted = await run('npm', ['run', '--silent', 'admin', '--', 'grant', 'editor', ana.email], env);
      expect(granted).toEqual({ code: 0, stdout: `${ana.email} is now editor. It reaches their access token at their next sign-in or token refresh.\n`, stderr: '' });
    },
    CLI_TIMEOUT,
  );

  // PostgreSQL only: there the CLI works beside a running server (on PGlite it is refused, above).
  it.runIf(backend === 'postgres')(
    "grants beside the running server: the member's next refresh carries the role",
    async () => {
      const granted = await run('npm', ['run', '--silent', 'admin', '--', 'grant', 'editor', ana.email], env);
      expect(granted.code).toBe(0);
      await ana.client.auth.refreshSession();
      expect(await tokenRole(ana.client)).toBe('editor');
      expect((await ana.client.rpc('is_editor')).data).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it(
    'an unknown email exits 1 and a bad role 2, each with a sentence and no stack trace',
    async () => {
      expect(await admin('revoke', 'nobody@example.com')).toEqual({ code: 1, stdout: '', stderr: 'No user with the email nobody@example.com.\n' });
      const badRole = await admin('grant', 'owner', ana.email);
      expect(badRole.code).toBe(2);
      expect(badRole.stderr).toMatch(/^Unknown role "owner": use editor or admin\.\n\nUsage:\n {2}npm run admin -- grant editor\|admin EMAIL/);
      expect(badRole.stderr).not.toContain('    at ');
    },
    CLI_TIMEOUT,
  );

  it("a granted role is in the JWT's app_metadata at the user's next sign-in, and the policies honour it", async () => {
    server ??= await startServer({ backend, autoconfirm: true, dataDir });
    const fresh = server.client();
    const { error } = await fresh.auth.signInWithPassword({ email: ana.email, password: ana.password });
    expect(error).toBeNull();
    expect(await tokenRole(fresh)).toBe('editor');
    expect((await fresh.rpc('is_editor')).data).toBe(true);
    const other = server.client();
    await other.auth.signInWithPassword({ email: ben.email, password: ben.password });
    expect(await tokenRole(other)).toBeUndefined();
  });
});

describe('npm run admin without a database', () => {
  it('says there is none rather than creating one (exit 1)', { timeout: CLI_TIMEOUT }, async () => {
    const empty = path.join(mkdtempSync(path.join(tmpdir(), 'admin-cli-empty-')), 'data');
    const result = await run(process.execPath, ['--import', 'tsx', 'server/admin/main.ts', 'list'], { DATA_DIR: empty, DATABASE_URL: '' });
    expect(result).toEqual({ code: 1, stdout: '', stderr: `There is no database in ${empty}/pgdata: start the server once to create it, or set DATA_DIR or DATABASE_URL.\n` });
  });
});
