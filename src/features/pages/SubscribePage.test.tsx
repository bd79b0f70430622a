import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../shared/site';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import SubscribePage from './SubscribePage';

describe('SubscribePage', () => {
  it('shows the free and premium tiers side by side from tablets up, stacked on phones', () => {
    renderWithRouter(<SubscribePage />);
    const free = screen.getByRole('article', { name: 'Free' });
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(free.parentElement).toBe(premium.parentElement);
    expect(free.parentElement!.className).toMatch(/(^| )grid( |$)/);
    expect(free.parentElement!.className).toContain('md:grid-cols-2');
    expect(free.parentElement!.className).not.toMatch(/(^| )grid-cols-2/);
  });

  it('lists what each tier includes; premium includes everything in free', () => {
    renderWithRouter(<SubscribePage />);
    const freeItems = within(screen.getByRole('article', { name: 'Free' })).getAllByRole('listitem');
    const premiumItems = within(screen.getByRole('article', { name: 'Premium' })).getAllByRole('listitem');
    expect(freeItems.length).toBeGreaterThanOrEqual(3);
    expect(freeItems.map((li) => li.textContent)).toContain('Every video marked Free, to watch as often as you like');
    expect(premiumItems[0]).toHaveTextContent('Everything in Free');
  });

  it('says premium access arrives with the upcoming video-subscription-platform integration, with no payment form', () => {
    const { container } = renderWithRouter(<SubscribePage />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Premium access arrives with our upcoming video-subscription-platform integration.',
    );
    expect(container.querySelector('form, input, select')).toBeNull();
  });

  it('sends free members to sign up and premium-curious ones to the library', () => {
    renderWithRouter(<SubscribePage />);
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Preview premium sessions' })).toHaveAttribute('href', '/videos/all');
  });

  it('sets its own title and description', () => {
    renderWithRouter(<SubscribePage />);
    expect(document.title).toBe(`Subscribe · ${site.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('premium');
  });
});
