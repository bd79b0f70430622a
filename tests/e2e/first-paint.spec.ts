import { expect, test, type Page } from '@playwright/test';

/**
 * No layout shift (decision 1423). On a slow phone the browser paints a page before it has parsed all of
 * it, then again when more has arrived. Whatever an early paint shows has to be where the whole page shows it.
 * This test makes those early paints on purpose: it serves the page cut short at many points through its header
 * and first screen (as the parser would have it: what is open is closed) and compares every element that is shown
 * with the same element in the whole page. Without the app, whose scripts and fonts are left out, so both are laid
 * out from the same HTML and inline styles.
 */

const pages = [
  // The home page's first screen is its header and hero: up to the first section's end.
  { path: '/', through: '</section>', viewports: [{ width: 390, height: 844 }, { width: 1440, height: 900 }] },
  { path: '/videos/all', through: '</header>', viewports: [{ width: 1440, height: 900 }] },
];

/** At most this many cuts per page and width, spread evenly over the tags of the region. */
const CUTS = 40;

interface Shown {
  index: number;
  name: string;
  x: number;
  y: number;
}

/** Every element shown in the viewport, by its position among the body's elements (the same in any cut). */
function shownElements(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      if (!inView || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const classes = element.getAttribute('class');
      const name = `<${element.localName}${classes ? ` class="${classes.slice(0, 40)}"` : ''}>`;
      return [{ index, name, x: Math.round(box.x), y: Math.round(box.y) }];
    }),
  );
}

async function layoutOf(page: Page, path: string, html: string): Promise<Shown[]> {
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(path);
  const shown = await shownElements(page);
  await page.unroute(`**${path}`);
  return shown;
}

for (const { path, through, viewports } of pages) {
  for (const viewport of viewports) {
    test(`${path} at ${viewport.width} px: what a paint before the end of its first screen shows stays where it is`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' }); // the hero's poster drifts otherwise
      // Nothing but the document: no app, no stylesheet beyond the inline one, no font, no image.
      await page.route(/\.(js|css|woff2|avif|webp|png|svg)$/, (route) => route.abort());
      const response = await page.request.get(path);
      const whole = (await response.text()).replace(/<script type="module"[\s\S]*?<\/script>/g, '');
      const start = whole.indexOf('<body');
      const end = whole.indexOf(through, whole.indexOf('<header')) + through.length;
      expect(start).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(start);

      const tagEnds = [...whole.slice(start, end).matchAll(/>/g)].map((match) => start + match.index + 1);
      const stride = Math.max(1, Math.ceil(tagEnds.length / CUTS));
      const cuts = tagEnds.filter((_, i) => i % stride === 0);

      const final = new Map((await layoutOf(page, path, whole)).map((shown) => [shown.index, shown]));
      const moved: string[] = [];
      for (const cut of cuts) {
        for (const early of await layoutOf(page, path, whole.slice(0, cut))) {
          const later = final.get(early.index);
          if (later && (later.x !== early.x || later.y !== early.y)) {
            moved.push(`cut after …${whole.slice(cut - 40, cut)}: ${early.name} at (${early.x}, ${early.y}), then (${later.x}, ${later.y})`);
          }
        }
      }
      expect(moved).toEqual([]);
    });
  }
}
