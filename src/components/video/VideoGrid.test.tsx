import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { loadPlayerDialog } from './loadPlayerDialog';
import { makeVideo, stubMediaElement } from './testing/videoFakes';
import { VideoGrid } from './VideoGrid';

const free = makeVideo({ id: 'free-one', title: 'Free One', isPremium: false, duration: '12 min' });
const premium = makeVideo({ id: 'premium-one', title: 'Premium One', isPremium: true, duration: '45 min' });
const noUrl = makeVideo({ id: 'no-url', title: 'Coming Soon', videoUrl: '' });

// The dialog is a lazy chunk: import it once up front, so compiling it (slow on a busy machine) is not
// counted against the few seconds a test waits for the dialog to appear.
beforeAll(async () => {
  await loadPlayerDialog();
});

beforeEach(() => {
  stubMediaElement();
});

// Page renders are heavy for jsdom on a busy 2-core machine: allow more than the 5 s default.
describe('VideoGrid', { timeout: 20_000 }, () => {
  it('shows only videos that have a videoUrl', () => {
    renderWithRouter(<VideoGrid videos={[free, noUrl, premium]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('runs from 2 columns on small screens up to 5 on extra-large ones', () => {
    renderWithRouter(<VideoGrid videos={[free]} />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('grid-cols-2', 'xl:grid-cols-5');
  });

  it('makes each card a link to its watch page with thumbnail, duration and a Free or Premium badge', () => {
    renderWithRouter(<VideoGrid videos={[free, premium]} />);
    const [freeCard, premiumCard] = screen.getAllByRole('link');
    if (!freeCard || !premiumCard) throw new Error('expected two cards');
    expect(within(freeCard).getByText('Free')).toBeInTheDocument();
    expect(within(freeCard).getByText('12 min')).toBeInTheDocument();
    expect(within(premiumCard).getByText('Premium')).toBeInTheDocument();
    expect(within(premiumCard).getByText('45 min')).toBeInTheDocument();
    expect(freeCard).toHaveAccessibleName(/Free One.*Amara Okafor/);
    expect(freeCard).toHaveAttribute('href', '/video/free-one');
  });

  it('gives each thumbnail AVIF and WebP sources, lazy loading and intrinsic size', () => {
    const { container } = renderWithRouter(<VideoGrid videos={[free]} />);
    const sources = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('loads only the first priorityCount thumbnails eagerly', () => {
    const third = makeVideo({ id: 'third', title: 'Third' });
    const { container } = renderWithRouter(<VideoGrid videos={[free, premium, third]} priorityCount={2} />);
    const images = [...container.querySelectorAll('picture img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    // decoded with the frame that shows them: async decoding can paint the LCP image a frame or more later
    expect(images.map((img) => img.getAttribute('decoding'))).toEqual(['sync', 'sync', 'async']);
  });

  it('reveals title and instructor on hover, on keyboard focus and always on touch screens', () => {
    renderWithRouter(<VideoGrid videos={[free]} />);
    const caption = screen.getByText('Free One').parentElement;
    expect(caption).toHaveClass(
      'opacity-0',
      'group-hover:opacity-100',
      'group-focus-visible:opacity-100',
      '[@media(hover:none)]:opacity-100',
    );
  });

  it('opens the dialog player for a plain click on a card', async () => {
    renderWithRouter(<VideoGrid videos={[free, premium]} />);
    await userEvent.click(screen.getByRole('link', { name: /Premium One/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Premium One' })).toBeInTheDocument();
  });

  it('returns focus to the card that opened the dialog when it closes', async () => {
    renderWithRouter(<VideoGrid videos={[free, premium]} />);
    const card = screen.getByRole('link', { name: /Premium One/ });
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('leaves a modified click to the browser: the card opens as a link, in a new tab say', async () => {
    renderWithRouter(<VideoGrid videos={[free, premium]} />);
    const seen: { modified: boolean; prevented: boolean }[] = [];
    const followed = (event: MouseEvent) => {
      seen.push({ modified: event.ctrlKey, prevented: event.defaultPrevented });
      event.preventDefault(); // jsdom would only log that it cannot navigate
    };
    document.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('link', { name: /Premium One/ }), { ctrlKey: true });
    document.removeEventListener('click', followed);
    expect(seen).toEqual([{ modified: true, prevented: false }]); // the app left it to the browser
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows linkTo instead of opening the player when it is given', async () => {
    renderWithRouter(<VideoGrid videos={[free]} linkTo={(video) => `/somewhere/${video.id}`} />);
    const card = screen.getByRole('link', { name: /Free One/ });
    expect(card).toHaveAttribute('href', '/somewhere/free-one');
    await userEvent.click(card);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
