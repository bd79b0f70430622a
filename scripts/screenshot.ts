import { chromium } from '@playwright/test';

/** Screenshots of pages at phone and desktop widths: `tsx scripts/screenshot.ts <base-url> <out-dir> /path …` */
const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: tsx scripts/screenshot.ts http://localhost:3000 /tmp/shots / /about');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${outDir}/${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
