import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredUrl, callMemberFunction } from './memberFunction';

vi.mock('../auth/authClient', () => ({
  loadAuthClient: () => Promise.resolve({ getSession: () => Promise.resolve({ data: { session: { access_token: 'member-token' } } }) }),
}));

const answer = (status: number, body: unknown) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('callMemberFunction (POST /functions/v1/{name}, docs/premium.md)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script id="app-config" type="application/json">{"supabaseUrl":"https://db.example.com/","supabaseAnonKey":"anon-key"}</script>';
  });

  it('posts the request as JSON with the member’s token and the anon key', async () => {
    const fetcher = answer(200, { validUntil: '2027-01-01T00:00:00Z' });
    expect(await callMemberFunction('redeem-code', { code: 'ABCD' }, fetcher)).toEqual({ ok: true, body: { validUntil: '2027-01-01T00:00:00Z' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://db.example.com/functions/v1/redeem-code');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer member-token', apikey: 'anon-key', 'Content-Type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ code: 'ABCD' });
  });

  it('a refusal gives its error and message; without a message, or without a connection, a calm sentence', async () => {
    expect(await callMemberFunction('checkout', { planId: 'x' }, answer(404, { error: 'unknown_plan', message: 'No such plan' }))).toEqual({ ok: false, error: 'unknown_plan', message: 'No such plan' });
    expect(await callMemberFunction('billing-portal', {}, answer(500, {}))).toEqual({ ok: false, error: 'refused', message: 'The server did not accept this. Reload the page and try again.' });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callMemberFunction('billing-portal', {}, offline)).toEqual({ ok: false, error: 'unreachable', message: 'The server could not be reached. Check your connection and try again.' });
  });

  it('follows only a web address the server answers', () => {
    expect(answeredUrl({ url: 'https://checkout.stripe.com/c/pay/cs_1' })).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(answeredUrl({ url: 'javascript:alert(1)' })).toBeNull();
    expect(answeredUrl({ url: 'not a url' })).toBeNull();
    expect(answeredUrl({})).toBeNull();
  });
});
