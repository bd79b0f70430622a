import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../server/auth/crypto/totp.ts';
import { backends } from '../../support/databases.ts';
import { confirmedUser } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

describe.each(backends)('TOTP factors (%s)', (backend) => {
  const server = suiteServer({ backend });

  it('enrolls, verifies with a computed code and lifts the session to aal2', async () => {
    const { client } = await confirmedUser(server);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // auth-js leaves the SVG unencoded in the data URL, where a '#' would cut the image short.
    expect(factor.totp.qr_code).not.toContain('#');
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Stillwater:.+\?secret=[A-Z2-7]+&issuer=Stillwater$/);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data?.currentLevel).toBe('aal1');

    const wrong = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now() + 5 * 60_000) });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret, Date.now()) });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    const user = await client.auth.getUser();
    expect(user.data.user?.factors?.[0]).toMatchObject({ id: factor.id, status: 'verified', factor_type: 'totp', friendly_name: 'Phone app' });

    // A reused challenge is gone.
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret, Date.now()) });
    expect(again.error?.code).toBe('mfa_factor_not_found');
  });

  it('needs aal2 to unenroll a verified factor or to change the password', async () => {
    const { email, password, client } = await confirmedUser(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const lifted = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now()) });
    expect(lifted.error).toBeNull();

    const fresh = server.client();
    await fresh.auth.signInWithPassword({ email, password });
    const denied = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(denied.error?.code).toBe('insufficient_aal');
    const noPassword = await fresh.auth.updateUser({ password: 'another-pass' });
    expect(noPassword.error?.code).toBe('insufficient_aal');

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
  });

  it('refuses other factor types, duplicate names, unknown factors and anonymous callers', async () => {
    const { client } = await confirmedUser(server);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15551234567' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
    const unknown = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknown.error?.code).toBe('mfa_factor_not_found');
    expect(unknown.error?.status).toBe(404);
    const anonymous = await server.api('/factors', { method: 'POST', json: { factor_type: 'totp' } });
    expect(anonymous.status).toBe(401);
  });

  it('caps a user at 10 factors', async () => {
    const { client } = await confirmedUser(server);
    for (let i = 0; i < 10; i += 1) expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `f${i}` })).error).toBeNull();
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'f10' });
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
  });

  it('expires challenges after 300 s', async () => {
    const { client } = await confirmedUser(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    await server.db.query("update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1", [challenge.id]);
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totpCode(factor.totp.secret, Date.now()) });
    expect(late.error?.code).toBe('mfa_challenge_expired');
  });
});
