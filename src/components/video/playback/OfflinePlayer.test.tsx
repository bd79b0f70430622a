import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/authState';
import { callFunction } from '../../../lib/functionCall';
import { updateDownloads, type DownloadRecord } from '../../../lib/offline/downloadLedger';
import { Player } from '../Player';
import { hlsInstances } from '../testing/fakeHls';
import { makeVideo, stubMediaElement } from '../testing/videoFakes';

vi.mock('hls.js', async () => ({ default: (await import('../testing/fakeHls')).FakeHls }));

vi.mock('../../../lib/functionCall', () => ({ callFunction: vi.fn() }));
const playback = vi.mocked(callFunction);

const free = makeVideo({ id: 'still-morning', videoUrl: '/media/hls/dawn/master.m3u8' });
const premium = makeVideo({ id: 'yin-for-deep-rest', isPremium: true, videoUrl: '/media/hls/moonrise/master.m3u8' });
const member = (id: string): AuthContextValue => ({
  state: { status: 'signed-in', user: { id, email: `${id}@example.com`, createdAt: '2026-01-01T00:00:00Z' } },
  signOut: async () => {},
});

function downloaded(userId: string, video = free, overrides: Partial<DownloadRecord> = {}) {
  const record: DownloadRecord = {
    video,
    quality: 'standard',
    state: 'complete',
    bytes: 1000,
    estimatedBytes: 1000,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    completedAt: new Date().toISOString(),
    entitledUntil: null,
    checkedAt: new Date().toISOString(),
    ...overrides,
  };
  updateDownloads(userId, (current) => ({ ...current, downloads: [record] }));
}

function renderPlayer(auth: AuthContextValue, video = free) {
  return render(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <Player video={video} posterSize="large" />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

/** Whether a service worker controls the page (jsdom has none). */
const workerControls = (controls: boolean) =>
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: controls ? {} : null }, configurable: true });

const goOffline = () => Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });

beforeEach(() => {
  stubMediaElement();
  playback.mockReset();
  workerControls(true);
});
afterEach(() => {
  hlsInstances.length = 0;
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('a downloaded video in the player', () => {
  it("plays from the member's download on the device, with its kept poster, and asks no one", async () => {
    downloaded('ana', premium, { entitledUntil: new Date(Date.now() + 86_400_000).toISOString() });
    const { container } = renderPlayer(member('ana'), premium);
    await act(async () => {});
    expect(playback).not.toHaveBeenCalled();
    expect(container.querySelector('video')?.getAttribute('poster')).toBe('/_offline/ana/yin-for-deep-rest/poster');
    expect(screen.getByRole('group', { name: /Still Morning Sit/ })).toBeInTheDocument();
  });

  it('is made ready before Play: a download costs no network, so its stream is attached at once', async () => {
    downloaded('ana');
    renderPlayer(member('ana'));
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]!.loadSource).toHaveBeenCalledWith('/_offline/ana/still-morning/master.m3u8');
  });

  it("is another account's business: a second member streams as usual", async () => {
    downloaded('ana');
    const { container } = renderPlayer(member('ben'));
    expect(container.querySelector('video')?.getAttribute('poster')).not.toMatch(/_offline/);
  });

  it('offline with no download, says calmly that the video needs a connection', () => {
    goOffline();
    renderPlayer(member('ana'));
    expect(screen.getByRole('status')).toHaveTextContent('This video needs a connection.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a stream opened online keeps its player when the network goes', () => {
    renderPlayer(member('ana'));
    act(() => {
      goOffline();
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('group', { name: /Still Morning Sit/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, a premium download whose membership has ended does not play, and says why', () => {
    downloaded('ana', premium, { entitledUntil: new Date(Date.now() - 1000).toISOString() });
    goOffline();
    renderPlayer(member('ana'), premium);
    expect(screen.getByRole('status')).toHaveTextContent('because your Premium membership has ended');
  });

  it('without a service worker to answer its files, a download is not played from the device', () => {
    workerControls(false);
    downloaded('ana');
    const { container } = renderPlayer(member('ana'));
    expect(container.querySelector('video')?.getAttribute('poster')).not.toMatch(/_offline/);
  });
});
