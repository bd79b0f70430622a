import { PORTRAIT_DIR, PORTRAIT_WIDTHS, POSTER_DIR, POSTER_WIDTHS, UPLOADED_PORTRAIT_DIR } from './mediaPaths';

export interface ResponsiveImage {
  /** Fallback `<img src>`: the URL given. */
  src: string;
  /** `srcset` strings with width descriptors; empty for an image outside the generated set. */
  srcSet: { avif: string; webp: string };
  /** Intrinsic size of `src`, for width/height attributes (no layout shift). */
  width: number;
  height: number;
}

/** One generated size of an image. */
export interface ImageCandidate {
  src: string;
  width: number;
  height: number;
}

interface ImageFamily {
  dir: string;
  widths: readonly number[];
  /** height / width */
  ratio: number;
}

const families: ImageFamily[] = [
  { dir: POSTER_DIR, widths: POSTER_WIDTHS, ratio: 9 / 16 },
  { dir: PORTRAIT_DIR, widths: PORTRAIT_WIDTHS, ratio: 1 },
  // Written by the teacher-photo function (docs/functions.md): `<slug>-<hash>-<width>`, the same sizes.
  { dir: UPLOADED_PORTRAIT_DIR, widths: PORTRAIT_WIDTHS, ratio: 1 },
];

const GENERATED = /^(?<base>.+)-(?<width>\d+)\.(?:webp|avif)$/;

function generated(url: string) {
  const match = GENERATED.exec(url);
  const family = families.find((f) => url.startsWith(`${f.dir}/`));
  const base = match?.groups?.base;
  const width = Number(match?.groups?.width);
  if (!family || !base || !family.widths.includes(width)) return undefined;
  return { family, base, width };
}

/** Every generated width of a poster or portrait in one format, smallest first; none for any other URL. */
export function imageCandidates(url: string, format: 'avif' | 'webp'): ImageCandidate[] {
  const image = generated(url);
  if (!image) return [];
  const { family, base } = image;
  return family.widths.map((width) => ({ src: `${base}-${width}.${format}`, width, height: Math.round(width * family.ratio) }));
}

/**
 * The srcset of a generated poster or portrait (`/media/posters/<id>-640.webp`, `/teachers/<id>-256.webp`), or of an
 * uploaded portrait (`/uploads/teachers/<slug>-<hash>-256.webp`).
 * Any other URL (a CDN image, say) is returned as is, with empty srcsets and a 16:9 default size.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const image = generated(url);
  if (!image) return { src: url, srcSet: { avif: '', webp: '' }, width: POSTER_WIDTHS[0], height: 360 };
  const set = (format: 'avif' | 'webp') =>
    imageCandidates(url, format)
      .map((candidate) => `${candidate.src} ${candidate.width}w`)
      .join(', ');
  return {
    src: url,
    srcSet: { avif: set('avif'), webp: set('webp') },
    width: image.width,
    height: Math.round(image.width * image.family.ratio),
  };
}
