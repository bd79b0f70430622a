/**
 * Teachers' portraits, as the site shows them and the server writes them: square, at these widths, in AVIF and
 * WebP, named `<base>-<width>.<format>`. The generated sample portraits live under /teachers (public/teachers/),
 * the ones uploaded in the studio under UPLOADED_PORTRAIT_DIR (docs/functions.md).
 */
export const PORTRAIT_WIDTHS = [256, 512] as const;
export const PORTRAIT_FORMATS = ['avif', 'webp'] as const;
export const UPLOADS_PATH = '/uploads';
export const UPLOADED_PORTRAIT_DIR = `${UPLOADS_PATH}/teachers`;
