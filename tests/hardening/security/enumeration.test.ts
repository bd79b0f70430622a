import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../../server/auth/crypto/passwords.ts';
import { startServer, type TestServer } from '../../api/support/server.ts';
import { passwordGrant } from '../../support/authApi.ts';
import { uniqueEmail } from '../../support/uniqueEmail.ts';

// A pass-through spy: the server hashes and verifies for real, and the test counts the work done.
vi.mock('../../../server/auth/crypto/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/auth/crypto/passwords.ts')>();
  return { ...actual, checkPassword: vi.fn(actual.checkPassword), hashPassword: vi.fn(actual.hashPassword) };
});

const checkPassword = vi.mocked(passwords.checkPassword);
const hashPassword = vi.mocked(passwords.hashPassword);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('no user enumeration', () => {
  let server: TestServer;
  let known: string;

  beforeAll(async () => {
    server = await startServer();
    known = uniqueEmail('known');
    const { error } = await server.admin().auth.admin.createUser({ email: known, password: 'right-password', email_confirm: true });
    if (error) throw error;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    checkPassword.mockClear();
    hashPassword.mockClear();
  });

  it('sign-in: an unknown address and a wrong password get the same answer', async () => {
    const wrong = await passwordGrant(server, known, 'wrong-password');
    const unknown = await passwordGrant(server, uniqueEmail('nobody'), 'wrong-password');
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('sign-in: an unknown address costs one argon2id verification, as a known one does', async () => {
    await passwordGrant(server, uniqueEmail('nobody'), 'wrong-password');
    expect(checkPassword).toHaveBeenCalledTimes(1);
    const [, unknownHash] = checkPassword.mock.calls[0] as [string, string];
    expect(unknownHash).toMatch(/^\$argon2id\$/);
    checkPassword.mockClear();
    await passwordGrant(server, known, 'wrong-password');
    expect(checkPassword).toHaveBeenCalledTimes(1);
    const [, knownHash] = checkPassword.mock.calls[0] as [string, string];
    // Same algorithm and cost parameters: the same work.
    expect(unknownHash.split('$').slice(1, 4)).toEqual(knownHash.split('$').slice(1, 4));
  });

  it('sign-in: answer times for unknown and known addresses are alike (medians within a generous band)', async () => {
    await passwordGrant(server, uniqueEmail('warm-up'), 'x');
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      let start = performance.now();
      await passwordGrant(server, uniqueEmail('timing'), 'wrong-password');
      unknownTimes.push(performance.now() - start);
      start = performance.now();
      await passwordGrant(server, known, 'wrong-password');
      knownTimes.push(performance.now() - start);
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    console.log(`sign-in timing: unknown ${median(unknownTimes).toFixed(1)} ms, known ${median(knownTimes).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`);
    // Without the decoy verification the unknown path skips argon2 and runs ~10× faster.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('sign-up: a registered address gets the same shape of answer as a new one, and both hash the password', async () => {
    const fresh = await server.api('/signup', { method: 'POST', json: { email: uniqueEmail('new'), password: 'secret123' } });
    expect(hashPassword).toHaveBeenCalledTimes(1);
    const again = await server.api('/signup', { method: 'POST', json: { email: known, password: 'secret123' } });
    expect(hashPassword).toHaveBeenCalledTimes(2);
    expect(again.status).toBe(fresh.status);
    const [freshBody, againBody] = [(await fresh.json()) as Record<string, unknown>, (await again.json()) as Record<string, unknown>];
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(againBody.email).toBe(known);
    expect(againBody.id).not.toBe((await server.admin().auth.admin.listUsers()).data.users.find((u) => u.email === known)?.id);
  });

  it('recovery: the same empty answer for a registered and an unknown address', async () => {
    const registered = await server.api('/recover', { method: 'POST', json: { email: known } });
    const unknown = await server.api('/recover', { method: 'POST', json: { email: uniqueEmail('nobody') } });
    expect(registered.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await registered.json()).toEqual({});
    expect(await unknown.json()).toEqual({});
  });
});
