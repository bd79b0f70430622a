import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../shared/site';
import { PATH_PAGES } from '../../../tests/unit/pathPages';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { FEATURED_VIDEO_COUNT, HOME_TEACHER_COUNT, PATH_CATEGORY_COUNT } from '../../config/site';
import { pathCategories } from '../../content/categories';
import { homeTeachers } from '../../content/teachers';
import { homeTeacherSlugs } from '../../content/teacherSlugs';
import { featuredVideos, heroSlides } from '../../content/videos';
import { HomePage } from './HomePage';

const section = (name: RegExp | string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('opens with the hero carousel of 4 to 6 slides, carrying the site title and tagline', () => {
    renderWithRouter(<HomePage />);
    const hero = section('Featured teachings');
    expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(hero).getAllByRole('button', { name: /^Slide \d of/ }).length).toBe(heroSlides.length);
    expect(heroSlides.length).toBeGreaterThanOrEqual(4);
    expect(heroSlides.length).toBeLessThanOrEqual(6);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${site.name}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${site.tagline}`);
  });

  it('has a section about the making of the product', () => {
    renderWithRouter(<HomePage />);
    const making = section('Made slowly, on purpose');
    expect(within(making).getByText(`The making of ${site.name}`)).toBeInTheDocument();
  });

  it('shows the eight path cards, each linking to its category page', () => {
    renderWithRouter(<HomePage />);
    const links = within(section('Find the path that calls you')).getAllByRole('link');
    expect(links).toHaveLength(PATH_CATEGORY_COUNT);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(PATH_PAGES);
    pathCategories.forEach((category, i) => expect(links[i]).toHaveTextContent(category.title));
  });

  it('features three videos as cards that open the player', () => {
    renderWithRouter(<HomePage />);
    const featured = section('This week in the temple');
    const cards = within(featured).getAllByRole('link', { name: /\d+ min/ });
    expect(cards).toHaveLength(FEATURED_VIDEO_COUNT);
    featuredVideos.forEach((video, i) => expect(cards[i]).toHaveTextContent(video.title));
    expect(within(featured).getByRole('link', { name: /Browse all videos/ })).toHaveAttribute('href', '/videos/all');
  });

  it('shows the eight teacher avatars, each linking to /teacher/{id} with the slugs of docs/product.md#home', () => {
    renderWithRouter(<HomePage />);
    const links = within(section('Guides who walk beside you')).getAllByRole('link');
    expect(links).toHaveLength(HOME_TEACHER_COUNT);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(homeTeacherSlugs.map((slug) => `/teacher/${slug}`));
    homeTeachers.forEach((teacher, i) => expect(links[i]).toHaveTextContent(teacher.name));
  });

  it("ends with 'Begin Your Transformation' to /signup and 'Learn Our Story' to /about", () => {
    renderWithRouter(<HomePage />);
    const cta = section('Step inside. The door is always open.');
    expect(within(cta).getByRole('link', { name: 'Begin Your Transformation' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Learn Our Story' })).toHaveAttribute('href', '/about');
  });

  it('lazy-loads every image but the hero poster, and gives each a width and height', () => {
    const { container } = renderWithRouter(<HomePage />);
    const images = [...container.querySelectorAll('img')];
    const [lcp, ...rest] = images;
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(HOME_TEACHER_COUNT);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    for (const img of rest) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('sets the home title and description', () => {
    renderWithRouter(<HomePage />);
    expect(document.title).toBe(`${site.name} · ${site.tagline}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', site.description);
  });
});
