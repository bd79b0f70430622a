import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callVideoMedia } from './videoMediaFunction';

vi.mock('../../../lib/auth/authClient', () => ({
  loadAuthClient: () => Promise.resolve({ getSession: () => Promise.resolve({ data: { session: { access_token: 'editor-token' } } }) }),
}));

const answer = (status: number, body: unknown) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('callVideoMedia (POST /functions/v1/video-media)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script id="app-config" type="application/json">{"supabaseUrl":"https://db.example.com/","supabaseAnonKey":"anon-key"}</script>';
  });

  it('posts the video’s id and the action as JSON, with the editor’s token and the anon key', async () => {
    const fetcher = answer(202, { status: 'queued' });
    expect(await callVideoMedia('evening-quiet', { action: 'process', source: 'videos/evening-quiet/u1/source' }, fetcher)).toEqual({ ok: true, body: { status: 'queued' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://db.example.com/functions/v1/video-media');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer editor-token', apikey: 'anon-key', 'Content-Type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ videoId: 'evening-quiet', action: 'process', source: 'videos/evening-quiet/u1/source' });
  });

  it('a refusal gives the server’s message as it is; a refusal without one, or no connection, a calm sentence', async () => {
    const message = 'Line 4: the cue’s end time comes before its start';
    expect(await callVideoMedia('v', { action: 'captions', language: 'fr', vtt: 'WEBVTT' }, answer(400, { error: 'invalid_captions', message }))).toEqual({ ok: false, error: 'invalid_captions', message });
    expect(await callVideoMedia('v', { action: 'retry' }, answer(403, {}))).toEqual({ ok: false, error: 'refused', message: 'The server did not accept this. Reload the page and try again.' });
    const calm = 'The server could not be reached. Check your connection and try again.';
    expect(await callVideoMedia('v', { action: 'retry' }, vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))))).toEqual({ ok: false, error: 'unreachable', message: calm });
  });
});
