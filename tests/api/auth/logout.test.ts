import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { backends } from '../../support/databases.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';
import { suiteServer } from '../support/server.ts';

describe.each(backends)('POST /logout scopes (%s)', (backend) => {
  const server = suiteServer({ backend });

  /** One user signed in on three devices. */
  async function threeDevices(): Promise<SupabaseClient[]> {
    const email = uniqueEmail();
    await server.admin().auth.admin.createUser({ email, password: 'secret12', email_confirm: true });
    const devices = [server.client(), server.client(), server.client()];
    for (const device of devices) expect((await device.auth.signInWithPassword({ email, password: 'secret12' })).error).toBeNull();
    return devices;
  }

  const isSignedIn = async (device: SupabaseClient) => {
    const token = (await device.auth.getSession()).data.session?.access_token;
    if (!token) return false;
    return (await device.auth.getUser(token)).error === null;
  };

  it('local ends only this device', async () => {
    const [a, b, c] = await threeDevices();
    expect((await a!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await isSignedIn(b!)).toBe(true);
    expect(await isSignedIn(c!)).toBe(true);
  });

  it('others ends every other device and keeps this one', async () => {
    const [a, b, c] = await threeDevices();
    const token = (await a!.auth.getSession()).data.session!.access_token;
    expect((await a!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a!.auth.getUser(token)).error).toBeNull();
    expect(await isSignedIn(b!)).toBe(false);
    expect(await isSignedIn(c!)).toBe(false);
  });

  it('global (the default) ends every device; the old token then meets session_not_found', async () => {
    const [a, b] = await threeDevices();
    const token = (await a!.auth.getSession()).data.session!.access_token;
    const response = await server.api('/logout', { method: 'POST', token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await isSignedIn(b!)).toBe(false);
    const after = await server.api('/user', { token });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
    const { error } = await server.client().auth.getUser(token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('rejects an unknown scope and a missing token', async () => {
    const [a] = await threeDevices();
    const token = (await a!.auth.getSession()).data.session!.access_token;
    const bad = await server.api('/logout?scope=everywhere', { method: 'POST', token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' });
    const anonymous = await server.api('/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('no_authorization');
  });
});
