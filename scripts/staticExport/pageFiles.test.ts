import { describe, expect, it } from 'vitest';
import { pageFile, renderedPaths } from './pageFiles.ts';

describe('pageFile', () => {
  it('puts a page beside its folder, as <address>.html, and the home page in home.html', () => {
    expect(pageFile('/')).toBe('home.html');
    expect(pageFile('/about')).toBe('about.html');
    expect(pageFile('/video/morning-stillness')).toBe('video/morning-stillness.html');
    expect(pageFile('/studio/teachers/new')).toBe('studio/teachers/new.html');
  });

  it('refuses an address that is no plain path inside dist/', () => {
    for (const address of ['/video/..', '/video/.hidden', '/video/a%2Fb', '/about/', '/a b']) expect(() => pageFile(address), address).toThrow(/no file name/);
  });
});

describe('renderedPaths', () => {
  it("adds the route table's pages without parameters to the public ones, each once", () => {
    const paths = renderedPaths(['/', '/about', '/video/a']);
    expect(paths.slice(0, 3)).toEqual(['/', '/about', '/video/a']);
    for (const path of ['/login', '/search', '/library', '/studio/teachers/new']) expect(paths, path).toContain(path);
    expect(paths.filter((path) => path === '/about')).toHaveLength(1);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});
