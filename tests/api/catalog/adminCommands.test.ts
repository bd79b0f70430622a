import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand, USAGE } from '../../../server/admin/commands.ts';
import { UnknownUserError } from '../../../server/admin/roles.ts';
import { backends } from '../../support/databases.ts';
import { confirmedUser } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** The commands of `npm run admin`, run in this process on the server's own database handle (adminCli.test.ts spawns the tool). */
describe.each(backends)('npm run admin commands (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let ben: string;
  const run = (...args: string[]) => runCommand(server.db, parseCommand(args));

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true });
    [ana, ben] = (await Promise.all([confirmedUser(server), confirmedUser(server)])).map((user) => user.email) as [string, string];
  });

  afterAll(async () => {
    await server?.close();
  });

  it('grant, list and revoke: by email in any case, said back in plain words, written to app_metadata.role', async () => {
    expect(await run('list')).toBe('No user has a role.');
    expect(await run('grant', 'editor', ana)).toBe(`${ana} is now editor. It reaches their access token at their next sign-in or token refresh.`);
    expect(await run('grant', 'editor', ana)).toBe(`${ana} is already editor.`);
    expect(await run('grant', 'admin', ben.toUpperCase())).toContain(`${ben.toUpperCase()} is now admin.`);
    expect(await run('grant', 'editor', ben)).toContain(`${ben} is now editor (was admin).`);
    expect(await run('grant', 'admin', ben)).toContain('(was editor)');
    expect(await run('list')).toBe(`admin   ${ben}\neditor  ${ana}`);
    expect(await run('revoke', ben)).toBe(`${ben} is no longer admin. It reaches their access token at their next sign-in or token refresh.`);
    expect(await run('revoke', ben)).toBe(`${ben} has no role.`);
    expect(await run('list')).toBe(`editor  ${ana}`);
    const { rows } = await server.db.query<{ email: string; meta: Record<string, unknown> }>(
      'select email, raw_app_meta_data as meta from auth.users where email = any($1) order by email',
      [[ana, ben].sort()],
    );
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.meta]));
    expect(byEmail[ana]).toEqual({ provider: 'email', providers: ['email'], role: 'editor' });
    expect(byEmail[ben]).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('each change is in the auth audit log, by the tool', async () => {
    const { rows } = await server.db.query<{ payload: { actor_username: string; action: string; traits: Record<string, unknown> } }>(
      "select payload from auth.audit_log_entries where payload ->> 'actor_username' = 'npm run admin' and payload -> 'traits' ->> 'user_email' = $1 order by created_at",
      [ben],
    );
    expect(rows.map((row) => row.payload.traits.role)).toEqual(['admin', 'editor', 'admin', null]);
  });

  it('an unknown email is refused and changes nothing', async () => {
    await expect(run('grant', 'editor', 'nobody@example.com')).rejects.toThrow(new UnknownUserError('nobody@example.com'));
    await expect(run('revoke', 'nobody@example.com')).rejects.toThrow('No user with the email nobody@example.com.');
  });
});

describe('npm run admin arguments', () => {
  it.each([
    [['grant', 'owner', 'a@example.com'], 'Unknown role "owner": use editor or admin.'],
    [['grant', 'editor'], 'Wrong arguments for grant.'],
    [['revoke'], 'Wrong arguments for revoke.'],
    [['list', 'extra'], 'Wrong arguments for list.'],
    [['promote', 'a@example.com'], 'Unknown command "promote".'],
    [[], 'Which command?'],
  ])('%j: %s, then the usage', (args, problem) => {
    expect(() => parseCommand(args)).toThrow(`${problem}\n\n${USAGE}`);
  });

  it('reads the three commands', () => {
    expect(parseCommand(['grant', 'admin', 'a@example.com'])).toEqual({ name: 'grant', role: 'admin', email: 'a@example.com' });
    expect(parseCommand(['revoke', 'a@example.com'])).toEqual({ name: 'revoke', email: 'a@example.com' });
    expect(parseCommand(['list'])).toEqual({ name: 'list' });
  });
});
