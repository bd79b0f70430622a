import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../tests/unit/renderWithRouter';
import { stubMediaElement } from '../../components/video/testing/videoFakes';
import { sampleVideos } from '../../content/videos';
import CategoryPage from './CategoryPage';

function renderCategory(category: string) {
  return renderAtRoute(<CategoryPage />, '/videos/:category', `/videos/${category}`);
}

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((card) => card.querySelector('.font-display')?.textContent);

const playableTitles = (videos: typeof sampleVideos) => videos.filter((v) => v.videoUrl).map((v) => v.title);

beforeEach(() => {
  stubMediaElement();
});

// Page renders are heavy for jsdom on a busy 2-core machine: allow more than the 5 s default.
describe('CategoryPage', { timeout: 20_000 }, () => {
  it.each([
    ['all', 'All Videos'],
    ['free', 'Free Videos'],
    ['yoga', 'Yoga Videos'],
    ['meditation', 'Meditation Videos'],
    ['breathwork', 'Videos'],
  ])('/videos/%s is titled %s, in the heading and the document title', (category, title) => {
    renderCategory(category);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${title} · `));
  });

  it('lists the sample videos that can play, in list order (Newest) by default', () => {
    renderCategory('all');
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(playableTitles(sampleVideos));
  });

  it('shows only free videos on /videos/free', () => {
    renderCategory('free');
    expect(cardTitles()).toEqual(playableTitles(sampleVideos.filter((v) => !v.isPremium)));
    expect(within(screen.getByRole('list')).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('Popular shuffles the list; Newest restores the list order', async () => {
    // random() = 0 turns a list [a, b, …, z] into [b, …, z, a].
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderCategory('yoga');
    const newest = cardTitles();
    await userEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([...newest.slice(1), newest[0]]);
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(cardTitles()).toEqual(newest);
  });

  it('gives a path with no videos an empty state with ways onward', () => {
    renderCategory('breathwork');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New teachings are on their way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Videos' })).toHaveAttribute('href', '/videos/all');
    expect(screen.getByRole('link', { name: 'Free Videos' })).toHaveAttribute('href', '/videos/free');
  });
});
