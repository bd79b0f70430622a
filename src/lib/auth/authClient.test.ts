import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const constructed: unknown[] = [];
let failToLoad = false;

vi.mock('@supabase/auth-js', () => ({
  AuthClient: class {
    constructor(options: unknown) {
      if (failToLoad) throw new Error('Failed to fetch dynamically imported module');
      constructed.push(options);
    }
  },
}));

async function freshModule() {
  vi.resetModules();
  return import('./authClient');
}

beforeEach(() => {
  constructed.length = 0;
  failToLoad = false;
  document.head.innerHTML =
    '<script id="app-config" type="application/json">{"supabaseUrl":"https://auth.example.com/","supabaseAnonKey":"anon-key"}</script>';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadAuthClient', () => {
  it('configures auth-js from the runtime config with the defaults of docs/product.md#constants', async () => {
    const { loadAuthClient } = await freshModule();
    await loadAuthClient();
    expect(constructed).toEqual([
      {
        url: 'https://auth.example.com/auth/v1',
        headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' },
        flowType: 'implicit',
        persistSession: true,
        storageKey: 'supabase.auth.token',
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    ]);
  });

  it('talks to the page origin when no URL is configured', async () => {
    document.head.innerHTML = '<script id="app-config" type="application/json">{"supabaseUrl":"","supabaseAnonKey":"k"}</script>';
    const { loadAuthClient } = await freshModule();
    await loadAuthClient();
    expect(constructed).toMatchObject([{ url: `${window.location.origin}/auth/v1` }]);
  });

  it('creates one client for the whole app', async () => {
    const { loadAuthClient } = await freshModule();
    const [a, b] = await Promise.all([loadAuthClient(), loadAuthClient()]);
    expect(a).toBe(b);
    expect(constructed).toHaveLength(1);
  });

  it('tries again after the chunk failed to load', async () => {
    failToLoad = true;
    const { loadAuthClient } = await freshModule();
    await expect(loadAuthClient()).rejects.toThrow('Failed to fetch dynamically imported module');
    failToLoad = false;
    await expect(loadAuthClient()).resolves.toBeDefined();
    expect(constructed).toHaveLength(1);
  });
});

describe('whenAuthClientLoads', () => {
  it('resolves with the client once anything loads it', async () => {
    const { loadAuthClient, whenAuthClientLoads } = await freshModule();
    let settled = false;
    const waiting = whenAuthClientLoads().then((client) => ((settled = true), client));
    await Promise.resolve();
    expect(settled).toBe(false);
    const client = await loadAuthClient();
    await expect(waiting).resolves.toBe(client);
  });
});

describe('mayHoldSession', () => {
  it("looks for auth-js's session key in localStorage", async () => {
    const { mayHoldSession, SESSION_STORAGE_KEY } = await freshModule();
    localStorage.clear();
    expect(mayHoldSession()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"a"}');
    expect(mayHoldSession()).toBe(true);
    localStorage.clear();
  });

  it('lets auth-js decide when storage cannot be read', async () => {
    const { mayHoldSession } = await freshModule();
    expect(
      mayHoldSession(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(true);
  });
});
