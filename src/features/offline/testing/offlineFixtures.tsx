import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeVideo } from '../../../components/video/testing/videoFakes';
import type { Video } from '../../../content/types';
import { AuthContext, type AuthState, type AuthUser } from '../../../lib/auth/authState';
import { updateDownloads, type DownloadRecord, type RemovedDownload } from '../../../lib/offline/downloadLedger';

export const member: AuthUser = { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z' };
export const signedIn = (user: AuthUser = member): AuthState => ({ status: 'signed-in', user });

export const freeVideo = makeVideo();
export const premiumVideo = makeVideo({ id: 'deep-rest', title: 'Deep Rest Nidra', isPremium: true });

/** A download record as the engine writes it; complete unless told otherwise. */
export function downloadRecord(video: Video, overrides: Partial<DownloadRecord> = {}): DownloadRecord {
  return {
    video,
    quality: 'standard',
    state: 'complete',
    bytes: 412_000_000,
    estimatedBytes: 412_000_000,
    startedAt: '2026-03-04T09:00:00.000Z',
    completedAt: '2026-03-04T09:05:00.000Z',
    entitledUntil: null,
    checkedAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}

/** What the device's ledger holds for an account, as the engine would have left it. */
export function seedDownloads(downloads: DownloadRecord[], removed: RemovedDownload[] = [], userId = member.id): void {
  updateDownloads(userId, () => ({ downloads, removed }));
}

/** Render `ui` in a router with the given auth state. */
export function renderWithAuth(ui: ReactElement, state: AuthState = signedIn()) {
  return render(
    <AuthContext.Provider value={{ state, signOut: async () => {} }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );
}
