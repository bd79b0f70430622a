import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = { current: null as null | { access_token: string } };
let holdsSession = false;

vi.mock('../auth/authClient', () => ({
  mayHoldSession: () => holdsSession,
  loadAuthClient: async () => ({ getSession: async () => ({ data: { session: session.current }, error: null }) }),
}));

const requests: { url: string; headers: Headers }[] = [];

beforeEach(() => {
  vi.resetModules();
  requests.length = 0;
  holdsSession = false;
  session.current = null;
  document.head.innerHTML =
    '<script id="app-config" type="application/json">{"supabaseUrl":"https://api.example.com/","supabaseAnonKey":"anon-key"}</script>';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

async function readProgress() {
  const { loadDataClient } = await import('./dataClient');
  const client = await loadDataClient();
  return client.from('watch_progress').select('video_id');
}

describe('loadDataClient', () => {
  it('calls the data API of the configured origin with the API key', async () => {
    await readProgress();
    expect(requests[0]?.url).toBe('https://api.example.com/rest/v1/watch_progress?select=video_id');
    expect(requests[0]?.headers.get('apikey')).toBe('anon-key');
  });

  it('sends the anon key as the bearer token when no session can exist', async () => {
    await readProgress();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer anon-key');
  });

  it("sends the member's access token when signed in", async () => {
    holdsSession = true;
    session.current = { access_token: 'member-token' };
    await readProgress();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('falls back to the anon key when a stored session turns out to be gone', async () => {
    holdsSession = true;
    await readProgress();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer anon-key');
  });
});
