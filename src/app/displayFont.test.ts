import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_FONT_FAMILY, loadDisplayFont } from './displayFont';

const made: { family: string; source: string; descriptors: FontFaceDescriptors; load: ReturnType<typeof vi.fn> }[] = [];

class FakeFontFace {
  load = vi.fn(() => Promise.resolve(this));
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {
    made.push(this);
  }
}

afterEach(() => {
  made.length = 0;
  vi.unstubAllGlobals();
});

describe('loadDisplayFont', () => {
  it('adds the self-hosted display face to the document and starts loading it, swapping in when it arrives', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = { add: vi.fn() } as unknown as FontFaceSet;
    loadDisplayFont(fonts);
    expect(made).toHaveLength(1);
    const [face] = made;
    expect(face!.family).toBe(DISPLAY_FONT_FAMILY);
    expect(face!.source).toMatch(/^url\(.*fraunces-latin-wght-normal.*\.woff2\) format\('woff2'\)$/);
    expect(face!.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(fonts.add).toHaveBeenCalledWith(face);
    expect(face!.load).toHaveBeenCalled();
  });

  it('is the family styles.css puts first in --font-display', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../styles.css'), 'utf8');
    expect(css).toContain(`--font-display: '${DISPLAY_FONT_FAMILY}',`);
    expect(css).not.toContain('@font-face'); // loaded from the app, never with the first paint
  });
});
