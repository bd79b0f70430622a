import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();

/**
 * Premium's tables through the data API: a member reads their own entitlements and nothing else of Premium; only
 * the server (its functions, as the database's owner) writes entitlements, codes and redemptions; editors edit plans.
 */
describe.each(backends)("Premium's tables under row-level security (%s)", (backend) => {
  const server = suiteServer({ backend, autoconfirm: true });
  let alice: Member;
  let bob: Member;
  let editor: Member;
  let visitor: SupabaseClient;

  beforeAll(async () => {
    [alice, bob, editor] = await Promise.all([signedInMember(server), signedInMember(server), memberWithRole(server, 'editor')]);
    visitor = server.client();
    await server.db.query("insert into public.entitlements (user_id, source, valid_until) values ($1, 'grant', $3), ($2, 'grant', $3)", [bob.userId, editor.userId, IN_A_YEAR]);
    await server.db.query("insert into public.plans (id, name, interval, unit_amount, trial_days, active) values ('retired', 'Retired', 'month', 900, 0, false)");
    await server.db.query("insert into public.premium_codes (code, batch_id, months) values ('0123456789ABCDEF', gen_random_uuid(), 1)");
    await server.db.query("insert into public.premium_code_redemptions (code_id, user_id) select id, $1 from public.premium_codes where code = '0123456789ABCDEF'", [bob.userId]);
  });

  const count = async (sql: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n;

  it('a member reads their own entitlements only; a visitor reads none', async () => {
    const own = await bob.client.from('entitlements').select('user_id, source');
    expect(own.data).toEqual([{ user_id: bob.userId, source: 'grant' }]);
    expect((await alice.client.from('entitlements').select()).data).toEqual([]);
    expect((await alice.client.from('entitlements').select().eq('user_id', bob.userId)).data).toEqual([]);
    const anonymous = await visitor.from('entitlements').select();
    expect(anonymous.error?.code).toBe('42501');
  });

  it('no member gives themselves Premium: entitlements refuse every write, their own rows included', async () => {
    const before = await count('public.entitlements');
    const attempts = [
      await alice.client.from('entitlements').insert({ user_id: alice.userId, source: 'grant', valid_until: IN_A_YEAR }),
      await bob.client.from('entitlements').update({ valid_until: '2099-01-01T00:00:00Z' }).eq('user_id', bob.userId),
      await bob.client.from('entitlements').delete().eq('user_id', bob.userId),
      await editor.client.from('entitlements').insert({ user_id: alice.userId, source: 'grant', valid_until: IN_A_YEAR }),
      await visitor.from('entitlements').insert({ user_id: alice.userId, source: 'grant', valid_until: IN_A_YEAR }),
    ];
    for (const attempt of attempts) expect(attempt.error?.code).toBe('42501');
    expect(await count('public.entitlements')).toBe(before);
    expect(await count(`public.entitlements where valid_until > '2098-01-01'`)).toBe(0);
  });

  it('codes and redemptions are for editors to read; members and visitors read and write neither', async () => {
    for (const client of [alice.client, bob.client]) {
      expect((await client.from('premium_codes').select()).data).toEqual([]);
      expect((await client.from('premium_code_redemptions').select()).data).toEqual([]);
      expect((await client.from('premium_codes').insert({ code: 'ZZZZZZZZZZZZZZZZ', batch_id: crypto.randomUUID(), months: 120 })).error?.code).toBe('42501');
      expect((await client.from('premium_code_redemptions').delete().eq('user_id', bob.userId)).error?.code).toBe('42501');
    }
    expect((await visitor.from('premium_codes').select()).error?.code).toBe('42501');
    expect((await editor.client.from('premium_codes').select('code')).data).toEqual([{ code: '0123456789ABCDEF' }]);
    expect((await editor.client.from('premium_code_redemptions').select('user_id')).data).toEqual([{ user_id: bob.userId }]);
    expect((await editor.client.from('premium_codes').update({ months: 120 }).eq('code', '0123456789ABCDEF')).error?.code).toBe('42501');
    expect(await count(`public.premium_codes where months = 120`)).toBe(0);
  });

  it('everyone reads the active plans; only editors read the rest and change them', async () => {
    for (const client of [visitor, alice.client]) {
      const { data } = await client.from('plans').select('id').order('position');
      expect(data).toEqual([{ id: 'monthly' }, { id: 'yearly' }]);
      expect((await client.from('plans').insert({ id: 'free-lunch', name: 'Free', interval: 'year', unit_amount: 0 })).error?.code).toBe('42501');
    }
    // A visitor may not update at all; a member's update matches no row the policies let them change.
    expect((await visitor.from('plans').update({ unit_amount: 1 }).eq('id', 'monthly')).error?.code).toBe('42501');
    expect((await alice.client.from('plans').update({ unit_amount: 1 }).eq('id', 'monthly').select()).data).toEqual([]);
    expect(await count(`public.plans where unit_amount = 1 or id = 'free-lunch'`)).toBe(0);

    expect((await editor.client.from('plans').select('id').eq('id', 'retired')).data).toEqual([{ id: 'retired' }]);
    const renamed = await editor.client.from('plans').update({ name: 'Retired plan' }).eq('id', 'retired');
    expect(renamed.error).toBeNull();
    expect(await count(`public.plans where name = 'Retired plan'`)).toBe(1);
  });

  it("keeps the billing schema (Stripe customers, events, subscriptions) out of the data API's reach", async () => {
    for (const client of [visitor, alice.client, editor.client]) {
      for (const table of ['stripe_customers', 'stripe_events', 'stripe_subscriptions', 'stripe_cancellations']) {
        const { error, status } = await client.schema('billing').from(table).select();
        expect([status, error?.code], table).toEqual([406, 'PGRST106']);
      }
    }
  });
});
