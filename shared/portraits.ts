/**
 * Teachers' portraits, as the site shows them and the server writes them: square, at these widths, in AVIF and
 * WebP, named `<base>-<width>.<format>`. The generated sample portraits live under /teachers (public/teachers/),
 * the ones uploaded in the studio under UPLOADED_PORTRAIT_DIR (docs/functions.md).
 */
export const PORTRAIT_WIDTHS = [256, 512] as const;
export const PORTRAIT_FORMATS = ['avif', 'webp'] as const;
/** Where the server serves uploaded files from (DATA_DIR/uploads), and the portraits' folder inside it. */
export const UPLOADS_PATH = '/uploads';
export const PORTRAIT_UPLOADS_FOLDER = 'teachers';
export const UPLOADED_PORTRAIT_DIR = `${UPLOADS_PATH}/${PORTRAIT_UPLOADS_FOLDER}`;
