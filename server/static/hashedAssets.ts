import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cachePolicy.ts';

/** Content types of the files Vite writes to dist/assets/ (as @fastify/static names them); other kinds are served from disk. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export interface AssetVariant {
  body: Buffer;
  etag: string;
  /** Every header of the answer but the security headers and content-length, built once. */
  headers: Record<string, string>;
}

export interface HashedAsset {
  identity: AssetVariant;
  br?: AssetVariant;
  gzip?: AssetVariant;
}

async function readVariant(file: string, headers: Record<string, string>): Promise<AssetVariant | undefined> {
  try {
    const [body, stats] = await Promise.all([readFile(file), stat(file)]);
    // The validators @fastify/static sends for the same file.
    const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
    return { body, etag, headers: { ...headers, etag, 'last-modified': stats.mtime.toUTCString() } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The content-hashed files of dist/assets/ (and their .br/.gz), read once at start-up and answered from memory:
 * from disk every request cost a directory read, a stat, an open, a read and a close (decision 1402).
 * Keyed by their path under assets/.
 */
export async function loadHashedAssets(distDir: string): Promise<Map<string, HashedAsset>> {
  const dir = path.join(distDir, 'assets');
  const names = await readdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const assets = new Map<string, HashedAsset>();
  for (const name of names) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const common = { 'content-type': type, 'cache-control': cacheControlFor(path.join('assets', name)), vary: 'accept-encoding' };
    const identity = await readVariant(file, common);
    if (!identity) continue;
    assets.set(name.split(path.sep).join('/'), {
      identity,
      br: await readVariant(`${file}.br`, { ...common, 'content-encoding': 'br' }),
      gzip: await readVariant(`${file}.gz`, { ...common, 'content-encoding': 'gzip' }),
    });
  }
  return assets;
}
