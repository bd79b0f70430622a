import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/** The display face's family name, as `--font-display` in styles.css names it first. */
export const DISPLAY_FONT_FAMILY = 'Fraunces Variable';

/**
 * Adds the display face (self-hosted, Latin subset), which then swaps in for the serif fallback. The app
 * calls this once it starts, after a prerendered page's first paint (boot.ts): declared in the
 * stylesheet, the 37 KB font was fetched with the first layout and sat on the path to the largest paint
 * (decision 0504).
 */
export function loadDisplayFont(fonts: FontFaceSet = document.fonts): void {
  const face = new FontFace(DISPLAY_FONT_FAMILY, `url(${frauncesUrl}) format('woff2')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
  });
  fonts.add(face);
  face.load().catch((error: unknown) => console.warn('The display font did not load; the serif fallback stays', error));
}
