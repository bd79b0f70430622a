import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Render every app icon from the one source, public/icons/icon.svg, with Debian's Chromium
 * (the same renderer on every run, so the PNGs are reproducible): `npx tsx scripts/generateIcons.ts`.
 */
const publicDir = path.resolve(import.meta.dirname, '../public');
const source = readFileSync(path.join(publicDir, 'icons/icon.svg'), 'utf8');

interface IconTarget {
  file: string;
  size: number;
  /** 'rounded' cuts transparent corners (purpose "any"); 'full' keeps the full bleed (maskable, Apple). */
  shape: 'rounded' | 'full';
}

export const ICON_TARGETS: IconTarget[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icons/icon-512.png', size: 512, shape: 'rounded' },
  { file: 'icons/icon-maskable-512.png', size: 512, shape: 'full' },
  // iOS rounds the corners itself and paints transparency black, so the Apple icon is full bleed.
  { file: 'apple-touch-icon.png', size: 180, shape: 'full' },
];

function pageFor({ size, shape }: IconTarget): string {
  const radius = shape === 'rounded' ? '22.5%' : '0';
  const svg = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;background:transparent">
    <img src="${svg}" width="${size}" height="${size}" style="display:block;border-radius:${radius}">
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const target of ICON_TARGETS) {
    await page.setViewportSize({ width: target.size, height: target.size });
    await page.setContent(pageFor(target));
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: target.size, height: target.size } });
    writeFileSync(path.join(publicDir, target.file), png);
    console.log(`wrote public/${target.file} (${target.size}×${target.size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
