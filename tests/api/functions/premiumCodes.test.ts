import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { callFunction } from '../support/functionCalls.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const SHOWN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const NOW = Date.parse('2027-01-15T12:00:00.000Z');
const VALID = { count: 2, months: 6, maxUses: 1, expiresAt: null };

/** POST /functions/v1/premium-codes (docs/premium.md#codes). */
describe.each(backends)('premium-codes (%s)', (backend) => {
  let server: TestServer;
  let editor: Member;
  let member: Member;

  beforeAll(async () => {
    server = await startServer({ backend, autoconfirm: true, functionsClock: () => NOW });
    [editor, member] = await Promise.all([memberWithRole(server, 'editor'), signedInMember(server)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: unknown, token = editor.accessToken) => callFunction(server, 'premium-codes', body, { token });

  it('makes a batch of distinct codes, shown in groups of four and stored without dashes, with their terms and who made them', async () => {
    const answer = await create({ count: 25, months: 12, maxUses: 3, expiresAt: '2027-12-31', note: '  Winter retreat  ' });
    expect(answer.status).toBe(201);
    const { batchId, codes } = answer.body as { batchId: string; codes: string[] };
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(SHOWN);
    const { rows } = await server.db.query<{ code: string; months: number; max_uses: number; expires_at: Date; note: string; created_by: string }>(
      'select code, months, max_uses, expires_at, note, created_by from public.premium_codes where batch_id = $1',
      [batchId],
    );
    expect(rows.map((row) => row.code).toSorted()).toEqual(codes.map((code) => code.replaceAll('-', '')).toSorted());
    expect(rows[0]).toMatchObject({ months: 12, max_uses: 3, expires_at: new Date('2027-12-31T23:59:59.999Z'), note: 'Winter retreat', created_by: editor.userId });
    // Editors read them through the data API; members do not.
    expect((await editor.client.from('premium_codes').select('code').eq('batch_id', batchId)).data).toHaveLength(25);
    expect((await member.client.from('premium_codes').select('code').eq('batch_id', batchId)).data).toEqual([]);
  });

  it('makes a thousand at once', async () => {
    const answer = await create({ ...VALID, count: 1000 });
    expect(answer.status).toBe(201);
    expect(new Set(answer.body.codes as string[]).size).toBe(1000);
  });

  it('is for editors: a member is 403, a visitor 401', async () => {
    expect(await create(VALID, member.accessToken)).toMatchObject({ status: 403, body: { error: 'not_editor' } });
    expect(await callFunction(server, 'premium-codes', VALID)).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
  });

  it('says which field is wrong, and never answers junk with a 5xx', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ count: 0 }, /count must be a whole number from 1 to 1000/],
      [{ count: 1001 }, /count/],
      [{ count: 1.5 }, /count/],
      [{ count: '2' }, /count/],
      [{ months: 0 }, /months must be a whole number from 1 to 120/],
      [{ months: 121 }, /months/],
      [{ maxUses: 100_001 }, /maxUses must be a whole number from 1 to 100000/],
      [{ expiresAt: 'soon' }, /expiresAt must be a date/],
      [{ expiresAt: '2027-02-30' }, /expiresAt/],
      [{ expiresAt: undefined }, /expiresAt/],
      [{ expiresAt: '2027-01-14' }, /expiresAt must be in the future/],
      [{ expiresAt: '3027-01-14' }, /within a hundred years/],
      [{ note: 'x'.repeat(201) }, /note must be text of at most 200 characters/],
    ];
    for (const [change, message] of cases) {
      const answer = await create({ ...VALID, ...change });
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.stringMatching(message) } });
    }
    for (const junk of ['{', 'null', '[1]', '"x"', '{}']) expect((await create(junk)).status, junk).toBe(400);
  });
});
