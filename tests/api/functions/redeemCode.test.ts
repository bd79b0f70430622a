import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { callFunction } from '../support/functionCalls.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { startServer, type TestServer } from '../support/server.ts';

const DAY = 86_400_000;
const START = Date.parse('2027-01-15T12:00:00.000Z');

/** POST /functions/v1/redeem-code (docs/premium.md#codes), under a clock the suite moves. */
describe.each(backends)('redeem-code (%s)', (backend) => {
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

  /** A code of the suite's own (stored form), straight into the table. */
  async function storedCode(code: string, { months = 1, maxUses = 1, expiresAt = null as string | null } = {}): Promise<string> {
    await server.db.query('insert into public.premium_codes (code, batch_id, months, max_uses, expires_at) values ($1, $2, $3, $4, $5)', [
      code,
      randomUUID(),
      months,
      maxUses,
      expiresAt,
    ]);
    return code;
  }
  /** A fresh code through the editors' function. */
  async function createdCode(body: Record<string, unknown> = {}): Promise<string> {
    const answer = await callFunction(server, 'premium-codes', { count: 1, months: 1, maxUses: 1, expiresAt: null, ...body }, { token: editor.accessToken });
    expect(answer.status).toBe(201);
    return (answer.body.codes as string[])[0] as string;
  }
  const redeem = (member: Member, code: unknown) => callFunction(server, 'redeem-code', { code }, { token: member.accessToken });
  const entitlements = async (userId: string) =>
    (await server.db.query<{ source: string; valid_until: Date; code_id: string }>('select source, valid_until, code_id from public.entitlements where user_id = $1 order by valid_until', [userId])).rows;

  it('gives the code’s months from now, one entitlement row of source code; typing is forgiving (case, spaces, dashes, O, I, L)', async () => {
    clock = START;
    const member = await signedInMember(server);
    await storedCode('0011ABCDEFGH1JKM', { months: 3 });
    const answer = await redeem(member, ' ooIl-abcd efgh-LJKM ');
    expect(answer).toEqual({ status: 200, body: { validUntil: '2027-04-15T12:00:00.000Z' } });
    const rows = await entitlements(member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'code', valid_until: new Date('2027-04-15T12:00:00.000Z') });
    // The member reads their own row through the data API.
    const { data } = await member.client.from('entitlements').select('source, valid_until');
    expect(data).toEqual([{ source: 'code', valid_until: expect.stringMatching(/^2027-04-15/) }]);
  });

  it('extends from the end of the Premium the member holds already, and from now once it has passed', async () => {
    clock = START;
    const member = await signedInMember(server);
    expect((await redeem(member, await createdCode({ months: 1 }))).body).toEqual({ validUntil: '2027-02-15T12:00:00.000Z' });
    expect((await redeem(member, await createdCode({ months: 2 }))).body).toEqual({ validUntil: '2027-04-15T12:00:00.000Z' });
    clock = Date.parse('2027-06-01T00:00:00.000Z');
    expect((await redeem(member, await createdCode({ months: 1 }))).body).toEqual({ validUntil: '2027-07-01T00:00:00.000Z' });
    expect(await entitlements(member.userId)).toHaveLength(3);
  });

  it('refuses an unknown code, a used-up one, one the member has redeemed, and an expired one, each in its words', async () => {
    clock = START;
    const [first, second] = await Promise.all([signedInMember(server), signedInMember(server)]);
    expect(await redeem(first, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toEqual({ status: 404, body: { error: 'invalid_code', message: 'This code is not valid' } });
    expect(await redeem(first, 'not a code')).toEqual({ status: 404, body: { error: 'invalid_code', message: 'This code is not valid' } });
    const single = await createdCode();
    expect((await redeem(first, single)).status).toBe(200);
    expect(await redeem(second, single)).toEqual({ status: 409, body: { error: 'code_used', message: 'This code has already been used' } });
    const shared = await createdCode({ maxUses: 5 });
    expect((await redeem(first, shared)).status).toBe(200);
    expect(await redeem(first, shared)).toEqual({ status: 409, body: { error: 'code_used', message: 'This code has already been used' } });
    expect((await redeem(second, shared)).status).toBe(200);
    const dated = await createdCode({ expiresAt: new Date(START + DAY).toISOString() });
    clock = START + DAY;
    expect(await redeem(second, dated)).toEqual({ status: 410, body: { error: 'code_expired', message: 'This code has expired' } });
    clock = START + DAY - 1;
    expect((await redeem(second, dated)).status).toBe(200);
    expect(await entitlements(second.userId)).toHaveLength(2);
  });

  it('gives a last use to one of several members racing for it, never to two', async () => {
    clock = START;
    const members = await Promise.all(Array.from({ length: 4 }, () => signedInMember(server)));
    for (const maxUses of [1, 2]) {
      const code = await createdCode({ maxUses });
      const answers = await Promise.all(members.map((member) => redeem(member, code)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(maxUses);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(members.length - maxUses);
      const { rows } = await server.db.query<{ n: number }>(
        'select count(*)::int as n from public.premium_code_redemptions r join public.premium_codes c on c.id = r.code_id where c.code = $1',
        [code.replaceAll('-', '')],
      );
      expect(rows[0]?.n).toBe(maxUses);
    }
  });

  it('records a redemption in the member’s history under their own email', async () => {
    clock = START;
    const member = await signedInMember(server);
    await redeem(member, await createdCode());
    const { rows } = await server.db.query<{ changed_by_email: string; operation: string }>(
      "select changed_by_email, operation from public.catalog_changes where table_name = 'entitlements' and row_id = $1",
      [member.userId],
    );
    expect(rows).toEqual([{ changed_by_email: member.email, operation: 'insert' }]);
  });

  it('is for signed-in members; junk is a 4xx with a sentence, never a 5xx', async () => {
    const member = await signedInMember(server);
    expect(await callFunction(server, 'redeem-code', { code: 'ABCD-EFGH-JKMN-PQRS' })).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
    expect(await callFunction(server, 'redeem-code', { code: 'ABCD-EFGH-JKMN-PQRS' }, { token: server.anonKey })).toMatchObject({ status: 401 });
    const token = member.accessToken;
    for (const junk of ['{', '', 'null', '[]', '"code"', '{"code":5}', '{"code":null}', '{}', JSON.stringify({ code: 'x'.repeat(101) }), '{"code":["A"]}']) {
      const answer = await callFunction(server, 'redeem-code', junk, { token });
      expect(answer.status, junk).toBe(400);
      expect(answer.body.message, junk).toEqual(expect.any(String));
    }
    expect((await callFunction(server, 'redeem-code', 'x'.repeat(5000), { token })).status).toBe(413);
    expect((await callFunction(server, 'redeem-code', 'code=A', { token, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});

/** The limit on tries: per member and, apart, per address (RATE_LIMIT_REDEEM_CODE), in Redis when there is one. */
describe('redeem-code’s rate limit', () => {
  let server: TestServer;
  const redis = process.env.REDIS_URL_TEST;

  beforeAll(async () => {
    server = await startServer({
      autoconfirm: true,
      env: { RATE_LIMIT_REDEEM_CODE: '3', TRUST_PROXY: 'true', ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `redeem-${randomUUID()}:` } : {}) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const tryFrom = (member: Member, address: string) =>
    callFunction(server, 'redeem-code', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, { token: member.accessToken, headers: { 'x-forwarded-for': address } });

  it('refuses a fourth try in the window from one member, wherever from, and from one address, whoever tries', async () => {
    const [guesser, neighbour, stranger] = await Promise.all([signedInMember(server), signedInMember(server), signedInMember(server)]);
    for (let i = 0; i < 3; i += 1) expect((await tryFrom(guesser, '203.0.113.1')).status).toBe(404);
    const refused = await tryFrom(guesser, '203.0.113.1');
    expect(refused).toMatchObject({ status: 429, body: { error: 'over_request_rate_limit', message: expect.stringMatching(/wait a few minutes/) } });
    // Another address does not help the guesser; another member at the guesser's address is stopped too.
    expect((await tryFrom(guesser, '203.0.113.2')).status).toBe(429);
    expect((await tryFrom(neighbour, '203.0.113.1')).status).toBe(429);
    expect((await tryFrom(stranger, '203.0.113.3')).status).toBe(404);
  });
});
