import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeLibrary } from '../../components/video/testing/videoFakes';
import { VideoLibraryContext, type LibrarySnapshot, type WatchProgress } from '../../components/video/videoLibrary';
import { findVideo } from '../../content/videos';
import { AuthContext, type AuthState } from '../../lib/auth/authState';
import { CatalogProvider } from '../../lib/catalog/CatalogProvider';
import { sampleCatalogStore } from '../../lib/catalog/testing/sampleCatalog';
import { ContinueWatchingSection } from './ContinueWatchingSection';
import LibraryPage from './LibraryPage';

const member: AuthState = { status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z' } };

const watched = (videoId: string, positionSeconds: number, updatedAt: string, completed = false): [string, WatchProgress] => [
  videoId,
  { videoId, positionSeconds, durationSeconds: 24, completed, updatedAt },
];

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderWith(children: ReactNode, snapshot: Partial<LibrarySnapshot>, state: AuthState = member) {
  return render(
    <CatalogProvider store={sampleCatalogStore()}>
      <AuthContext.Provider value={{ state, signOut: async () => {} }}>
        <VideoLibraryContext.Provider value={fakeLibrary(snapshot)}>
          <MemoryRouter initialEntries={['/library']}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
            <Path />
          </MemoryRouter>
        </VideoLibraryContext.Provider>
      </AuthContext.Provider>
    </CatalogProvider>,
  );
}

const title = (id: string) => findVideo(id)!.title;
const cardTitles = (region: HTMLElement) => within(region).queryAllByRole('link').map((card) => card.textContent ?? '');

const progress = new Map([
  watched('morning-stillness', 12, '2026-11-20T09:00:00.000Z'),
  watched('sun-salutation-flow', 23.5, '2026-11-21T09:00:00.000Z', true),
  watched('the-art-of-sitting', 5, '2026-11-22T09:00:00.000Z'),
]);

describe('/library', () => {
  it('shows Continue watching, Saved and History, most recent first, with the day watched', () => {
    renderWith(<LibraryPage />, { status: 'member', progress, saved: new Map([['loving-kindness', '2026-11-22T10:00:00.000Z']]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Library' })).toBeInTheDocument();

    const continuing = cardTitles(screen.getByRole('region', { name: 'Continue watching' }));
    expect(continuing).toHaveLength(2);
    expect(continuing[0]).toContain(title('the-art-of-sitting'));
    expect(continuing[1]).toContain(title('morning-stillness'));

    expect(cardTitles(screen.getByRole('region', { name: 'Saved' }))[0]).toContain(title('loving-kindness'));

    const history = screen.getByRole('region', { name: 'History' });
    expect(cardTitles(history)).toHaveLength(3);
    expect(cardTitles(history)[1]).toContain(title('sun-salutation-flow'));
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-11-21T09:00:00.000Z'));
    expect(within(history).getByText(`Watched ${day}`)).toHaveAttribute('datetime', '2026-11-21T09:00:00.000Z');
    expect(within(history).getAllByRole('progressbar', { name: 'Watched' }).map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['21', '100', '50']);
  });

  it('gives each empty section a calm empty state', () => {
    renderWith(<LibraryPage />, { status: 'member' });
    expect(within(screen.getByRole('region', { name: 'Continue watching' })).getByText(/Nothing in progress/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saved' })).getByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/Your history is empty/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse all videos' })[0]).toHaveAttribute('href', '/videos/all');
  });

  it.each<[string, AuthState]>([
    ['the session', { status: 'loading' }],
    ['the account', member],
  ])('waits for %s to load: its sections are there, their empty states keep their place unseen', (_, state) => {
    renderWith(<LibraryPage />, { status: 'unknown' }, state);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your library');
    for (const name of ['Continue watching', 'Saved', 'History']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText(/Nothing saved yet/).closest('.invisible[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("puts the section the app gives first, with the member's id, while the others still wait for the account", () => {
    const First = ({ userId }: { userId: string | null }) => <section aria-label="Downloads">{userId}</section>;
    renderWith(<LibraryPage firstSection={First} />, { status: 'unknown' });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent);
    expect(regions).toEqual(['Downloads', 'Continue watching', 'Saved', 'History']);
    expect(screen.getByRole('region', { name: 'Downloads' })).toHaveTextContent(/^u1$/);
  });

  it('gives the first section no account while the session loads', () => {
    renderWith(<LibraryPage firstSection={({ userId }) => <p>{userId ?? 'no account yet'}</p>} />, { status: 'unknown' }, { status: 'loading' });
    expect(screen.getByText('no account yet')).toBeInTheDocument();
  });

  it('sends a visitor to /login', () => {
    renderWith(<LibraryPage />, { status: 'visitor', progress }, { status: 'signed-out' });
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });
});

describe('Continue watching on home', () => {
  it('lists unfinished videos, most recent first', () => {
    renderWith(<ContinueWatchingSection />, { status: 'visitor', progress });
    const section = screen.getByRole('region', { name: 'Continue watching' });
    const titles = cardTitles(section);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain(title('the-art-of-sitting'));
  });

  it('renders nothing until the library is known, and nothing without unfinished videos', () => {
    const unknown = renderWith(<ContinueWatchingSection />, { status: 'unknown' });
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
    unknown.unmount();
    renderWith(<ContinueWatchingSection />, { status: 'member', progress: new Map([watched('sun-salutation-flow', 23.5, '2026-11-21T09:00:00.000Z', true)]) });
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
  });
});
