import { createHash } from 'node:crypto';
import type { default as createSharp, Metadata, Sharp } from 'sharp';
import { PORTRAIT_FORMATS, PORTRAIT_WIDTHS } from '../../../shared/portraits.ts';
import { FunctionError } from '../errors.ts';

/** The shorter side a portrait needs: the smallest width the site shows it at (a smaller source would be enlarged). */
const MIN_SIDE = PORTRAIT_WIDTHS[0];
/** Above every common camera (50 MP): a decompression bomb is refused from its header, before decoding. */
const MAX_PIXELS = 60_000_000;

/** sharp's settings per format: the quality of the generated portraits (scripts/generateMedia.ts). */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 60 }),
  webp: (image: Sharp) => image.webp({ quality: 80 }),
} satisfies Record<(typeof PORTRAIT_FORMATS)[number], (image: Sharp) => Sharp>;

let loadingSharp: Promise<typeof createSharp> | undefined;
/** sharp at the first upload: libvips is large, and most processes never resize an image (start-up budget, performance-startup.md). */
const loadSharp = () => (loadingSharp ??= import('sharp').then((module) => module.default));

export interface PortraitFile {
  width: number;
  format: (typeof PORTRAIT_FORMATS)[number];
  data: Buffer;
}

const notAnImage = () => new FunctionError(400, 'not_an_image', 'This file is not a JPEG, PNG, WebP or AVIF image.');

/** JPEG, PNG, WebP, or AVIF (HEIF with AV1; HEIC, HEIF with HEVC, is not among them). */
function isAccepted({ format, compression }: Metadata): boolean {
  return format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1');
}

/** The header's checks, before anything is decoded: a kind we take, not a bomb, large enough. */
async function checkHeader(sharp: typeof createSharp, bytes: Buffer): Promise<void> {
  // Unlimited here, so a bomb is told apart from a file that is no image: only the header is read. In a promise,
  // as sharp throws at once on an empty buffer.
  const metadata = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw notAnImage();
    });
  if (!isAccepted(metadata)) throw notAnImage();
  const { width, height } = metadata;
  if (width * height > MAX_PIXELS) {
    throw new FunctionError(400, 'too_many_pixels', `This image is ${width} × ${height} pixels: a portrait may have at most 60 million.`);
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw new FunctionError(400, 'image_too_small', `This image is ${width} × ${height} pixels: a portrait needs at least ${MIN_SIDE} on its shorter side.`);
  }
}

/** A short name for the source's content: the same file always gets the same names. */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/**
 * The portrait's files from the uploaded bytes: turned upright by its EXIF orientation, cropped square around
 * what draws the eye (sharp's attention strategy), every width in every format, metadata stripped (sharp keeps
 * none unless asked).
 */
export async function renderPortrait(bytes: Buffer): Promise<PortraitFile[]> {
  const sharp = await loadSharp();
  await checkHeader(sharp, bytes);
  const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const jobs = PORTRAIT_WIDTHS.flatMap((width) =>
    PORTRAIT_FORMATS.map(async (format): Promise<PortraitFile> => {
      const resized = upright.clone().resize(width, width, { fit: 'cover', position: 'attention' });
      return { width, format, data: await ENCODERS[format](resized).toBuffer() };
    }),
  );
  // The header was sound; a body that does not decode is a damaged file, still the sender's.
  return Promise.all(jobs).catch(() => {
    throw new FunctionError(400, 'unreadable_image', 'This image could not be read: the file may be damaged.');
  });
}
