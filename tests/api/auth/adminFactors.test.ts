import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../server/auth/crypto/totp.ts';
import { backends } from '../../support/databases.ts';
import { signedInMember } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

describe.each(backends)('admin MFA: /admin/users/{id}/factors (%s)', (backend) => {
  const server = suiteServer({ backend });

  /** A member with a verified TOTP factor, signed in at aal2, and one unverified factor. */
  async function memberWithFactors() {
    const { client, userId } = await signedInMember(server);
    const verified = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' })).data!;
    const result = await client.auth.mfa.challengeAndVerify({ factorId: verified.id, code: totpCode(verified.totp.secret, Date.now()) });
    expect(result.error).toBeNull();
    const pending = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' })).data!;
    return { client, userId, verified, pending };
  }

  it('lists a user’s factors, verified or not', async () => {
    const { userId, verified, pending } = await memberWithFactors();
    const { data, error } = await server.admin().auth.admin.mfa.listFactors({ userId });
    expect(error).toBeNull();
    expect(data?.factors).toEqual([
      expect.objectContaining({ id: verified.id, factor_type: 'totp', status: 'verified', friendly_name: 'Phone app' }),
      expect.objectContaining({ id: pending.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Spare' }),
    ]);
    expect(data?.factors[0]).not.toHaveProperty('secret');
    const plain = await signedInMember(server);
    expect((await server.admin().auth.admin.mfa.listFactors({ userId: plain.userId })).data).toEqual({ factors: [] });
  });

  it('deletes a factor; the sessions it lifted drop to aal1', async () => {
    const { client, userId, verified } = await memberWithFactors();
    const { data, error } = await server.admin().auth.admin.mfa.deleteFactor({ userId, id: verified.id });
    expect(error).toBeNull();
    // The deleted factor; auth-js wraps a body it does not transform in { data, error } once more.
    expect(data).toMatchObject({ data: { id: verified.id, factor_type: 'totp', status: 'verified' } });
    const factors = (await client.auth.getUser()).data.user?.factors ?? [];
    expect(factors.map((f) => f.id)).not.toContain(verified.id);
    const refreshed = await client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['password']);
    const audit = await server.db.query<{ action: string }>("select payload->>'action' as action from auth.audit_log_entries where payload->>'action' = 'factor_deleted'");
    expect(audit.rows.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown user or factor, or another user’s factor, and refuses non-admins', async () => {
    const admin = server.admin().auth.admin;
    const { userId, pending, client } = await memberWithFactors();
    const other = await memberWithFactors();

    const noUser = await admin.mfa.listFactors({ userId: randomUUID() });
    expect(noUser.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
    const noUserDelete = await admin.mfa.deleteFactor({ userId: randomUUID(), id: pending.id });
    expect(noUserDelete.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const noFactor = await admin.mfa.deleteFactor({ userId, id: randomUUID() });
    expect(noFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
    const notTheirs = await admin.mfa.deleteFactor({ userId, id: other.verified.id });
    expect(notTheirs.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await admin.mfa.listFactors({ userId: other.userId })).data?.factors).toHaveLength(2);

    const headers = { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` };
    const badFactorId = await server.api(`/admin/users/${userId}/factors/not-a-uuid`, { method: 'DELETE', headers });
    expect(badFactorId.status).toBe(404);
    expect(await badFactorId.json()).toMatchObject({ code: 'validation_failed', message: 'factor_id must be an UUID' });
    const badUserId = await server.api('/admin/users/not-a-uuid/factors', { headers });
    expect(badUserId.status).toBe(404);
    expect(await badUserId.json()).toMatchObject({ code: 'validation_failed', message: 'user_id must be an UUID' });

    const token = (await client.auth.getSession()).data.session!.access_token;
    const member = await server.api(`/admin/users/${userId}/factors`, { token });
    expect(member.status).toBe(403);
    expect((await member.json()).code).toBe('not_admin');
  });
});
