import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { OUTBOX_KEY } from './outbox';
import { isCompleted, retryDelayMs } from './rules';
import { fakeDataApi } from './testing/fakeDataApi';
import { VISITOR_KEY } from './visitorProgress';

const T0 = new Date('2026-11-20T09:00:00.000Z');
const member = { status: 'signed-in', userId: 'user-a' } as const;

let api: ReturnType<typeof fakeDataApi>;
let store: LibraryStore;
const start = (given = fakeDataApi()) => {
  api = given;
  store = createLibraryStore({ loadClient: api.loadClient });
  return store;
};
/** Lets the store's awaited requests settle (fake timers hold only timeouts). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const upserts = () => api.requests.filter((r) => r.method === 'POST' && r.table === 'watch_progress');
const outbox = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown[];

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  start();
});
afterEach(() => {
  store.setAccount({ status: 'loading' });
  vi.useRealTimers();
});

describe('the completion rule', () => {
  it('marks the last 5 % of a short video as watched', () => {
    expect(isCompleted(22.7, 24)).toBe(false);
    expect(isCompleted(22.8, 24)).toBe(true);
  });
  it('marks the last 15 s of a long video as watched, when 5 % would be longer', () => {
    expect(isCompleted(584.9, 600)).toBe(false);
    expect(isCompleted(585, 600)).toBe(true);
  });
  it('never marks a video without a length', () => {
    expect(isCompleted(10, 0)).toBe(false);
  });
});

describe('a visitor', () => {
  it('keeps progress on the device and reads it back after a reload', () => {
    start().setAccount({ status: 'signed-out' });
    store.saveProgress('dawn', 42, 600);
    expect(store.getSnapshot().progress.get('dawn')).toMatchObject({ positionSeconds: 42, completed: false });
    expect(api.requests).toEqual([]);

    const reloaded = createLibraryStore({ loadClient: api.loadClient });
    reloaded.setAccount({ status: 'signed-out' });
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'visitor' });
    expect(reloaded.getSnapshot().progress.get('dawn')).toMatchObject({ positionSeconds: 42, updatedAt: T0.toISOString() });
  });

  it('shows nothing while the session is still unknown', () => {
    localStorage.setItem(VISITOR_KEY, JSON.stringify({ dawn: { videoId: 'dawn', positionSeconds: 42, durationSeconds: 600, completed: false, updatedAt: T0.toISOString() } }));
    start();
    expect(store.getSnapshot()).toMatchObject({ status: 'unknown' });
    expect(store.getSnapshot().progress.size).toBe(0);
  });
});

describe('a member', () => {
  it('is unknown until the account has loaded, then sees its own rows', async () => {
    start(fakeDataApi({ progress: [{ user_id: 'user-a', video_id: 'dawn', position_seconds: 30, duration_seconds: 60, completed: false, updated_at: T0.toISOString() }] }));
    store.setAccount(member);
    expect(store.getSnapshot().status).toBe('unknown');
    await settle();
    expect(store.getSnapshot().status).toBe('member');
    expect(store.getSnapshot().progress.get('dawn')).toMatchObject({ positionSeconds: 30, durationSeconds: 60 });
  });

  it('upserts each save and marks the end as completed', async () => {
    start().setAccount(member);
    await settle();
    store.saveProgress('dawn', 59, 60);
    await settle();
    expect(upserts().at(-1)).toMatchObject({
      search: '?on_conflict=user_id,video_id',
      body: { video_id: 'dawn', position_seconds: 59, duration_seconds: 60, completed: true, updated_at: T0.toISOString() },
    });
    expect(outbox()).toEqual([]);
  });

  it('keeps a failed save on the device and retries it with back-off until it lands', async () => {
    start().setAccount(member);
    await settle();
    api.outage = 'offline';
    store.saveProgress('dawn', 12, 60);
    await settle();
    expect(upserts()).toHaveLength(1);
    expect(outbox()).toHaveLength(1);
    expect(store.getSnapshot().progress.get('dawn')?.positionSeconds).toBe(12);

    await vi.advanceTimersByTimeAsync(retryDelayMs(0) - 1);
    expect(upserts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(upserts()).toHaveLength(2);

    api.outage = 503;
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 1);
    expect(upserts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(upserts()).toHaveLength(3);
    expect(outbox()).toHaveLength(1);

    api.outage = null;
    await vi.advanceTimersByTimeAsync(retryDelayMs(2));
    expect(upserts()).toHaveLength(4);
    expect(outbox()).toEqual([]);
    expect(api.rows.watch_progress).toEqual([expect.objectContaining({ video_id: 'dawn', position_seconds: 12 })]);
  });

  it('doubles the delay up to a minute', () => {
    expect([0, 1, 2, 3, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 32_000, 60_000, 60_000]);
  });

  it('sends the outbox at once when the browser is back online', async () => {
    start().setAccount(member);
    await settle();
    api.outage = 'offline';
    for (let i = 0; i < 4; i++) {
      store.saveProgress('dawn', 10 + i, 60);
      await settle();
    }
    api.outage = null;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(outbox()).toEqual([]);
    expect(api.rows.watch_progress).toEqual([expect.objectContaining({ position_seconds: 13 })]);
  });

  it('drops a save the server refuses (4xx) rather than retrying it for ever', async () => {
    start().setAccount(member);
    await settle();
    api.outage = 400;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.saveProgress('dawn', 12, 60);
    await settle();
    expect(outbox()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(upserts()).toHaveLength(1);
  });

  it('keeps unsent saves across a reload and sends them once the account loads', async () => {
    start().setAccount(member);
    await settle();
    api.outage = 'offline';
    store.saveProgress('dawn', 20, 60);
    await settle();
    store.setAccount({ status: 'loading' });

    api.outage = null;
    const reloaded = createLibraryStore({ loadClient: api.loadClient });
    reloaded.setAccount(member);
    await settle();
    expect(reloaded.getSnapshot().progress.get('dawn')?.positionSeconds).toBe(20);
    expect(api.rows.watch_progress).toEqual([expect.objectContaining({ position_seconds: 20 })]);
    reloaded.setAccount({ status: 'loading' });
  });

  it('offline, shows the saves still waiting on the device while the account cannot load', async () => {
    start().setAccount(member);
    await settle();
    api.outage = 'offline';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.saveProgress('dawn', 20, 60);
    await settle();
    store.setAccount({ status: 'loading' });

    const reopened = createLibraryStore({ loadClient: api.loadClient });
    reopened.setAccount(member);
    await settle();
    expect(reopened.getSnapshot()).toMatchObject({ status: 'unknown' });
    expect(reopened.getSnapshot().progress.get('dawn')?.positionSeconds).toBe(20);
    reopened.setAccount({ status: 'loading' });
  });

  it('saves and unsaves a video', async () => {
    start().setAccount(member);
    await settle();
    store.setSaved('dawn', true);
    expect(store.getSnapshot().saved.has('dawn')).toBe(true);
    await settle();
    expect(api.rows.saved_videos).toEqual([{ video_id: 'dawn', created_at: T0.toISOString() }]);
    store.setSaved('dawn', false);
    await settle();
    expect(store.getSnapshot().saved.has('dawn')).toBe(false);
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', table: 'saved_videos', search: '?video_id=eq.dawn' });
    expect(api.rows.saved_videos).toEqual([]);
  });
});

describe('sign-in', () => {
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString();

  it('merges the visitor progress into the account, the later save of each video winning, and clears the device', async () => {
    start(
      fakeDataApi({
        progress: [
          { user_id: 'user-a', video_id: 'older-on-server', position_seconds: 5, duration_seconds: 60, completed: false, updated_at: at(1) },
          { user_id: 'user-a', video_id: 'newer-on-server', position_seconds: 50, duration_seconds: 60, completed: false, updated_at: at(9) },
        ],
      }),
    );
    store.setAccount({ status: 'signed-out' });
    vi.setSystemTime(at(5));
    store.saveProgress('older-on-server', 40, 60);
    store.saveProgress('newer-on-server', 20, 60);
    store.saveProgress('visitor-only', 30, 60);

    store.setAccount(member);
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
    await settle();

    const snapshot = store.getSnapshot();
    expect(snapshot.progress.get('older-on-server')?.positionSeconds).toBe(40);
    expect(snapshot.progress.get('newer-on-server')?.positionSeconds).toBe(50);
    expect(snapshot.progress.get('visitor-only')?.positionSeconds).toBe(30);
    expect(upserts().map((r) => (r.body as { video_id: string }).video_id).sort()).toEqual(['older-on-server', 'visitor-only']);
    expect(upserts()[0]?.body).toMatchObject({ updated_at: at(5) });
    expect(outbox()).toEqual([]);

    store.setAccount({ status: 'signed-out' });
    expect(store.getSnapshot().progress.size).toBe(0);
  });

  it('keeps the visitor progress in the outbox when the account cannot load yet', async () => {
    start();
    store.setAccount({ status: 'signed-out' });
    store.saveProgress('dawn', 30, 60);
    api.outage = 'offline';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.setAccount(member);
    await settle();
    expect(store.getSnapshot().status).toBe('unknown');
    expect(outbox()).toHaveLength(1);
    api.outage = null;
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(store.getSnapshot().progress.get('dawn')?.positionSeconds).toBe(30);
    expect(api.rows.watch_progress).toHaveLength(1);
  });
});
