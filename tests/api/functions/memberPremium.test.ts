import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { callFunction } from '../support/functionCalls.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const START = Date.parse('2027-01-15T12:00:00.000Z');

interface View {
  member: { id: string; email: string; created_at: string };
  entitledUntil: string | null;
  entitlements: { source: string; valid_until: string }[];
  history: { changed_by_email: string; operation: string; diff: Record<string, { old?: unknown; new?: unknown }> }[];
}

/** POST /functions/v1/member-premium (docs/premium.md#studio). */
describe.each(backends)('member-premium (%s)', (backend) => {
  let server: TestServer;
  let editor: Member;
  let clock = START;

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true, functionsClock: () => clock });
    editor = await memberWithRole(server, 'editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (body: unknown, token = editor.accessToken) => callFunction(server, 'member-premium', body, { token });
  const view = async (body: unknown) => {
    const answer = await call(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as View;
  };

  it('finds members by a part of their email, in any case, literally, at most 50', async () => {
    const member = await signedInMember(server);
    const fragment = member.email.slice(0, member.email.indexOf('@')).toUpperCase();
    const { members } = (await call({ action: 'search', query: ` ${fragment} ` })).body as { members: { id: string; email: string; entitled_until: null }[] };
    expect(members).toEqual([{ id: member.userId, email: member.email, created_at: expect.any(String), entitled_until: null }]);
    expect((await call({ action: 'search', query: '%' })).body).toEqual({ members: [] });
    await Promise.all(Array.from({ length: 51 }, () => signedInMember(server)));
    expect(((await call({ action: 'search', query: '@' })).body.members as unknown[]).length).toBe(50);
  });

  it('grants Premium until a date, recorded in the member’s history under the editor’s email; a second grant moves that end', async () => {
    clock = START;
    const member = await signedInMember(server);
    const granted = await view({ action: 'grant', userId: member.userId, until: '2027-03-01T00:00:00+01:00' });
    expect(granted.entitledUntil).toBe('2027-02-28T23:00:00.000Z');
    expect(granted.entitlements).toEqual([expect.objectContaining({ source: 'grant', valid_until: '2027-02-28T23:00:00.000Z' })]);
    expect(granted.history).toEqual([expect.objectContaining({ changed_by_email: editor.email, operation: 'insert' })]);
    const moved = await view({ action: 'grant', userId: member.userId, until: '2027-02-01' });
    expect(moved.entitledUntil).toBe('2027-02-01T23:59:59.999Z');
    expect(moved.entitlements).toHaveLength(1);
    expect(moved.history[0]).toMatchObject({ changed_by_email: editor.email, operation: 'update', diff: { valid_until: { new: expect.stringMatching(/^2027-02-01/) } } });
    // The member sees it as theirs.
    const { data } = await member.client.from('entitlements').select('source');
    expect(data).toEqual([{ source: 'grant' }]);
  });

  it('ends every valid grant now, leaves a code’s Premium as it is, and says so in the history', async () => {
    clock = START;
    const member = await signedInMember(server);
    const codes = await callFunction(server, 'premium-codes', { count: 1, months: 1, maxUses: 1, expiresAt: null }, { token: editor.accessToken });
    await callFunction(server, 'redeem-code', { code: (codes.body.codes as string[])[0] }, { token: member.accessToken });
    await view({ action: 'grant', userId: member.userId, until: '2027-12-31' });
    clock = START + 60_000;
    const ended = await view({ action: 'end', userId: member.userId });
    expect(ended.entitledUntil).toBe('2027-02-15T12:00:00.000Z');
    expect(ended.entitlements).toEqual([
      expect.objectContaining({ source: 'code', valid_until: '2027-02-15T12:00:00.000Z' }),
      expect.objectContaining({ source: 'grant', valid_until: new Date(START + 60_000).toISOString() }),
    ]);
    expect(ended.history[0]).toMatchObject({ changed_by_email: editor.email, operation: 'update' });
    expect(ended.history.map((change) => change.changed_by_email)).toEqual([editor.email, editor.email, member.email]);
    expect((await view({ action: 'get', userId: member.userId })).member).toEqual({ id: member.userId, email: member.email, created_at: expect.any(String) });
  });

  it('is for editors, refuses dates in the past and unknown members, and answers junk with a 4xx', async () => {
    clock = START;
    const member = await signedInMember(server);
    expect(await call({ action: 'get', userId: member.userId }, member.accessToken)).toMatchObject({ status: 403, body: { error: 'not_editor' } });
    expect(await callFunction(server, 'member-premium', { action: 'search', query: 'a' })).toMatchObject({ status: 401 });
    expect(await call({ action: 'grant', userId: member.userId, until: '2027-01-14' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/future/) } });
    expect(await call({ action: 'get', userId: randomUUID() })).toMatchObject({ status: 404, body: { error: 'member_not_found' } });
    expect(await call({ action: 'end', userId: randomUUID() })).toMatchObject({ status: 404, body: { error: 'member_not_found' } });
    const junk = [
      '{',
      '[]',
      { action: 'fly' },
      { action: 'search', query: '' },
      { action: 'search', query: 'x'.repeat(201) },
      { action: 'get', userId: 'nobody' },
      { action: 'grant', userId: member.userId },
      { action: 'grant', userId: member.userId, until: 'tomorrow' },
      { action: 'grant', userId: member.userId, until: 20270101 },
    ];
    for (const body of junk) {
      const answer = await call(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await view({ action: 'get', userId: member.userId })).history).toEqual([]);
  });
});
