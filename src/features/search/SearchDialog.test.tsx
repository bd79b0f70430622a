import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { Header } from '../../components/layout/Header';
import { loadSearchDialog } from './loadSearchDialog';
import { SearchLauncher } from './SearchLauncher';

// The dialog's chunk loads on the first open; fetched here once, so no test waits on a cold import.
beforeAll(async () => {
  await loadSearchDialog();
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderSite() {
  return renderWithRouter(
    <SearchLauncher>
      <Header />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </SearchLauncher>,
  );
}

async function openSearch() {
  renderSite();
  const main = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(main).getByRole('link', { name: 'Search' }));
  return screen.findByRole('dialog', { name: 'Search' });
}

const location = () => screen.getByRole('status', { hidden: true, name: 'location' }).textContent;

describe('search dialog', () => {
  it("opens from the header's Search link with the focus in its search box", async () => {
    const dialog = await openSearch();
    const box = within(dialog).getByRole('searchbox', { name: 'Search videos and teachers' });
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('shows videos and teachers as links while the visitor types, and announces how many', async () => {
    const dialog = await openSearch();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'maya');
    const teachers = within(dialog).getByRole('region', { name: 'Teachers' });
    expect(within(teachers).getByRole('link', { name: /Maya Lindqvist/ })).toHaveAttribute('href', '/teacher/maya-lindqvist');
    const videos = within(dialog).getByRole('region', { name: 'Videos' });
    expect(within(videos).getByRole('link', { name: /Yin for Deep Rest/ })).toHaveAttribute('href', '/video/yin-for-deep-rest');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 videos and 1 teacher');
  });

  it('leaves a modified click on Search to the browser: the search page opens as a link, in a new tab say', async () => {
    renderSite();
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' });
    expect(link).toHaveAttribute('href', '/search');
    const seen: { modified: boolean; prevented: boolean }[] = [];
    const followed = (event: MouseEvent) => {
      seen.push({ modified: event.metaKey, prevented: event.defaultPrevented });
      event.preventDefault(); // jsdom would only log that it cannot navigate
    };
    document.addEventListener('click', followed);
    fireEvent.click(link, { metaKey: true });
    document.removeEventListener('click', followed);
    expect(seen).toEqual([{ modified: true, prevented: false }]); // the app left it to the browser
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const dialog = await openSearch();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'xylophone');
    expect(within(dialog).getByText('No results for “xylophone”')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No results');
  });

  it('goes to /search?q=… on Enter, and closes', async () => {
    const dialog = await openSearch();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'morning stillness{Enter}');
    expect(location()).toBe('/search?q=morning+stillness');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves between the box and the results with the arrow keys, and follows a result', async () => {
    const dialog = await openSearch();
    const box = within(dialog).getByRole('searchbox');
    await userEvent.type(box, 'kenji');
    const links = within(dialog).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe(links[0]?.getAttribute('href'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back to the Search link on Escape', async () => {
    await openSearch();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' })).toHaveFocus();
  });

  it('opens from the mobile menu, which closes first; closing returns to the menu button', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'Search' }));
    expect(menu.open).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});
