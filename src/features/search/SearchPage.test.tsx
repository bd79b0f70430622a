import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '../../../tests/unit/renderWithRouter';
import { pathCategories } from '../../content/categories';
import SearchPage from './SearchPage';

const renderAt = (url: string) => renderAtRoute(<SearchPage />, '/search', url);

describe('/search', () => {
  it('shows the query in its heading, the matching videos as cards and the teachers as links', () => {
    renderAt('/search?q=maya');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “maya”' })).toBeInTheDocument();
    const videos = screen.getByRole('region', { name: 'Videos' });
    // The usual cards: links to the watch page, which the app makes open the player.
    expect(within(videos).getByRole('link', { name: /Yin for Deep Rest/ })).toHaveAttribute('href', '/video/yin-for-deep-rest');
    const teachers = screen.getByRole('region', { name: 'Teachers' });
    expect(within(teachers).getByRole('link', { name: /Maya Lindqvist/ })).toHaveAttribute('href', '/teacher/maya-lindqvist');
    expect(screen.getByText('2 videos and 1 teacher')).toBeInTheDocument();
  });

  it('applies the matching rules to the query (typo, accents)', () => {
    renderAt('/search?q=m%C3%A9dtation');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “médtation”' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Videos' })).getByRole('link', { name: /Morning Stillness/ })).toBeInTheDocument();
  });

  it('with no match, says "No results for" the query and suggests the eight paths', () => {
    renderAt('/search?q=xylophone');
    expect(screen.getByRole('heading', { level: 1, name: 'No results for “xylophone”' })).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: 'Explore the eight paths instead' });
    const hrefs = within(suggestions).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(pathCategories.map((path) => path.path));
    expect(hrefs).toHaveLength(8);
  });

  it('searches again from its own box, updating the shareable URL', async () => {
    renderAt('/search?q=maya');
    const box = screen.getByRole('searchbox', { name: 'Search videos and teachers' });
    expect(box).toHaveValue('maya');
    await userEvent.clear(box);
    await userEvent.type(box, 'kenji{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “kenji”' })).toBeInTheDocument();
  });

  it('is prerendered empty: the query is read in the browser, after hydration', () => {
    const html = renderToString(
      <StaticRouter location="/search?q=maya">
        <SearchPage />
      </StaticRouter>,
    );
    expect(html).toContain('>Search</h1>');
    expect(html).not.toContain('maya');
  });
});
