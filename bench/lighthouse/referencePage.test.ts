import { describe, expect, it } from 'vitest';
import { brotli, homeSizedReferencePage, referencePage } from './referencePage.ts';

/** Words that brotli cannot fold into nothing, the same on every run. */
function prose(words: number, seed: number): string {
  let state = seed;
  return Array.from({ length: words }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state.toString(36);
  }).join(' ');
}

/** A page shaped like `/`: a large head and header before its hero picture, sections of short paragraphs and a script after it. */
const home = `<!doctype html><html lang="en"><head><style>${prose(800, 1)}</style>
<script id="app-config" type="application/json">{"a":"<b>${prose(20, 2)}</b>"}</script></head>
<body><header><a href="/">Stillwater</a><nav>${prose(200, 3)}</nav></header><main><section>
<picture><img src="/media/posters/hero-640.avif" alt="" fetchpriority="high"></picture><h1>Hero</h1></section>
${Array.from({ length: 6 }, (_, i) => `<section><h2>Section ${i}</h2>${Array.from({ length: 10 }, (_, j) => `<p>${prose(25, 100 * i + j)}</p>`).join('')}</section>`).join('\n')}
</main><footer>${prose(100, 4)}</footer><script>window.boot = "<p>${prose(200, 5)}</p>";</script></body></html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('homeSizedReferencePage', () => {
  const page = homeSizedReferencePage(home);
  const document = parse(page);

  it('weighs what the home document weighs in brotli, never more, and less by under one TCP segment', () => {
    const target = brotli(home).length;
    expect(brotli(referencePage()).length).toBeLessThan(target / 4);
    expect(brotli(page).length).toBeLessThanOrEqual(target);
    expect(brotli(page).length).toBeGreaterThan(target - 1460);
  });

  it('renders only the reference: one image, no script, the home bytes inert in templates around its hero', () => {
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const [before, after] = [...document.querySelectorAll('template')];
    expect(document.body.firstElementChild).toBe(before);
    expect(document.body.lastElementChild).toBe(after);
    expect(before?.content.querySelector('nav')?.textContent).toBe(prose(200, 3));
    expect(after?.content.querySelector('picture img')?.getAttribute('src')).toBe('/media/posters/hero-640.avif');
  });

  it('puts as many bytes before its hero as the home document has before its own', () => {
    expect(page.indexOf('<picture')).toBeGreaterThanOrEqual(home.indexOf('<picture'));
    expect(page.indexOf('<picture')).toBeLessThan(home.indexOf('<picture') + referencePage().indexOf('<picture') + 100);
  });

  it('cuts the tail at a tag outside scripts, so the closing template is never swallowed', () => {
    const after = document.querySelectorAll('template')[1] as HTMLTemplateElement;
    for (const script of after.content.querySelectorAll('script')) expect(script.textContent).not.toContain('</template');
    expect(page.trimEnd().endsWith('</template>\n</body>\n</html>')).toBe(true);
  });

  it('refuses a home document without a hero picture', () => {
    expect(() => homeSizedReferencePage('<!doctype html><p>no hero</p>')).toThrow(/no <picture>/);
  });
});
