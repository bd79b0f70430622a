import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isKnownRoute, isPrerenderedFor, notFoundPath, paths, routeKeys, routes, type RouteDefinition, type RouteKey } from '../../shared/routes';
import { footerQuickLinks, headerLinks, legalLinks, transformationalPaths } from '../config/navigation';
import { pathCategories } from '../content/categories';
import { footerTeachers, homeTeacherSlugs } from '../content/teacherSlugs';
import { renderAuthPage } from '../features/auth/testing/renderAuthPage';
import { isLazyPage } from './lazyPage';
import { notFoundPage, pages } from './pages';
import { pageAt, pageModuleFor } from './routeTable';

/** A path of each route: its pattern with every parameter filled in. */
const samplePath = (key: RouteKey) => routes[key].pattern.replace(/:[^/]+/g, 'some-value');
/** A page of every route, and the 404 page. */
const rendered = [...routeKeys.map(samplePath), notFoundPath];
const accessOf = (key: RouteKey) => (routes[key] as RouteDefinition).access;
const unknownPaths = ['/nope', '/videos', '/videos/a/b', '/teacher/', '/about/more', '/index', '/profile/edit'];

describe('one route table: the app, the server and the prerender agree', () => {
  it.each(routeKeys)('%s: the app renders its page where the server knows the path', (key) => {
    expect(pageAt(samplePath(key))).toBe(pages[key]);
    expect(isKnownRoute(samplePath(key))).toBe(true);
  });

  it.each(unknownPaths)('%s: the app renders the 404 page where the server answers 404', (pathname) => {
    expect(pageAt(pathname)).toBe(notFoundPage);
    expect(isKnownRoute(pathname)).toBe(false);
  });

  it('hydrates a prerendered page at its own path, and the 404 page at any path no route matches', () => {
    expect(isPrerenderedFor('/login', '/login')).toBe(true);
    expect(isPrerenderedFor('/login', '/signup')).toBe(false);
    expect(isPrerenderedFor(notFoundPath, '/no/such/page')).toBe(true);
    expect(isPrerenderedFor(notFoundPath, '/login')).toBe(false);
    expect(isPrerenderedFor(undefined, '/login')).toBe(false);
  });

  it('knows every page the header, footer and home page link to', () => {
    const linked = [
      ...[...transformationalPaths, ...headerLinks, ...footerQuickLinks, ...legalLinks].map((link) => link.to),
      ...pathCategories.map((category) => category.path),
      ...[...homeTeacherSlugs, ...footerTeachers.map((teacher) => teacher.id)].map((id) => paths.teacher(id)),
    ];
    expect(linked.filter((pathname) => !isKnownRoute(pathname))).toEqual([]);
  });

  it('names the chunk of each code-split page, and only the home page is in the first bundle', () => {
    for (const pathname of rendered) {
      const element = pageAt(pathname);
      const lazy = isValidElement(element) && isLazyPage(element.type);
      expect(lazy, pathname).toBe(pathname !== '/');
      const source = pageModuleFor(pathname);
      expect(source, pathname).toEqual(lazy ? expect.stringMatching(/^\/src\/(features\/\w+|app\/composed)\/\w+Page\.tsx$/) : undefined);
      if (source) expect(existsSync(path.join(import.meta.dirname, '../..', source)), source).toBe(true);
    }
  });
});

describe('access (docs/product.md#accounts)', () => {
  const user = { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', fullName: 'Ana Lima' };
  const preload = async (key: RouteKey) => {
    const page = pages[key];
    if (isLazyPage(page.type)) await page.type.preload();
    return page;
  };

  it.each(routeKeys.filter((key) => accessOf(key) === 'signed-in'))('%s sends a signed-out visitor to /login', async (key) => {
    renderAuthPage(await preload(key), { path: samplePath(key), state: { status: 'signed-out' } });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
  });

  it.each(routeKeys.filter((key) => accessOf(key) === 'editor'))('%s sends a signed-out visitor to /login, shows a member the 404 page, an editor the Studio', async (key) => {
    const page = await preload(key);
    if (isLazyPage(notFoundPage.type)) await notFoundPage.type.preload();
    const signedOut = renderAuthPage(page, { path: samplePath(key), state: { status: 'signed-out' } });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
    signedOut.unmount();
    const { setState } = renderAuthPage(page, { path: samplePath(key), state: { status: 'signed-in', user: { ...user, role: 'member' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    setState({ status: 'signed-in', user: { ...user, role: 'editor' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Studio');
  });

  it.each(routeKeys.filter((key) => accessOf(key) === 'signed-out'))('%s sends a signed-in user home', async (key) => {
    renderAuthPage(await preload(key), { path: samplePath(key), state: { status: 'signed-in', user } });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
