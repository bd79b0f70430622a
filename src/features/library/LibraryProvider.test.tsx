import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth/authState';
import { CatalogProvider } from '../../lib/catalog/CatalogProvider';
import { sampleCatalogStore } from '../../lib/catalog/testing/sampleCatalog';
import { ContinueWatchingSection } from './ContinueWatchingSection';
import { LibraryProvider } from './LibraryProvider';
import { createLibraryStore } from './libraryStore';
import { fakeDataApi } from './testing/fakeDataApi';
import { VISITOR_KEY } from './visitorProgress';

const at = '2026-11-20T09:00:00.000Z';

function renderHome(state: AuthState, store: ReturnType<typeof createLibraryStore>) {
  const catalog = sampleCatalogStore();
  const tree = (auth: AuthState) => (
    <CatalogProvider store={catalog}>
      <AuthContext.Provider value={{ state: auth, signOut: async () => {} }}>
        <LibraryProvider store={store}>
          <MemoryRouter>
            <ContinueWatchingSection />
          </MemoryRouter>
        </LibraryProvider>
      </AuthContext.Provider>
    </CatalogProvider>
  );
  const view = render(tree(state));
  return { ...view, becomes: (next: AuthState) => view.rerender(tree(next)) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    VISITOR_KEY,
    JSON.stringify({ 'morning-stillness': { videoId: 'morning-stillness', positionSeconds: 12, durationSeconds: 24, completed: false, updatedAt: at } }),
  );
});
afterEach(() => vi.useRealTimers());

describe('LibraryProvider', () => {
  it('shows nothing while the session loads, then the visitor’s device progress', () => {
    const api = fakeDataApi();
    const view = renderHome({ status: 'loading' }, createLibraryStore({ loadClient: api.loadClient }));
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
    view.becomes({ status: 'signed-out' });
    expect(screen.getByRole('heading', { name: 'Continue watching' })).toBeInTheDocument();
  });

  it('shows a member’s account, never the device’s visitor progress first, and merges it', async () => {
    vi.useFakeTimers();
    const api = fakeDataApi();
    const view = renderHome({ status: 'loading' }, createLibraryStore({ loadClient: api.loadClient }));
    view.becomes({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', createdAt: at } });
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Continue watching' })).toBeInTheDocument();
    expect(api.rows.watch_progress).toEqual([expect.objectContaining({ video_id: 'morning-stillness', position_seconds: 12 })]);
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
  });
});
