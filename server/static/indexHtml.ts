import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export interface RuntimeConfigPayload {
  /** Empty means "this origin": the app then calls /auth/v1 on whatever host served it. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface IndexDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const CONFIG_BLOCK = /<script id="app-config" type="application\/json">[^<]*<\/script>/;

/** JSON that is safe inside a <script> element: no `<` can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Read the built index.html once, fill in the runtime config, and compress it ahead of time. */
export function loadIndexDocument(file: string, config: RuntimeConfigPayload): IndexDocument {
  return indexDocumentFrom(readFileSync(file, 'utf8'), config, file);
}

/** An app document (index.html or a prerendered page) with the runtime config filled in, compressed. */
export function indexDocumentFrom(html: string, config: RuntimeConfigPayload, name = 'document'): IndexDocument {
  if (!CONFIG_BLOCK.test(html)) throw new Error(`${name} has no #app-config block to fill in`);
  const filled = html.replace(
    CONFIG_BLOCK,
    `<script id="app-config" type="application/json">${scriptSafeJson(config)}</script>`,
  );
  const identity = Buffer.from(filled);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The prerendered public pages (dist/prerendered.json, written by scripts/prerender.ts at build time),
 * by pathname. Each is filled in and compressed on its first request, then kept.
 */
export function loadPrerenderedPages(
  file: string,
  config: RuntimeConfigPayload,
): (pathname: string) => IndexDocument | undefined {
  let pages: Record<string, string> = {};
  try {
    pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const documents = new Map<string, IndexDocument>();
  return (pathname) => {
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const html = Object.hasOwn(pages, key) ? pages[key] : undefined;
    if (html === undefined) return undefined;
    let document = documents.get(key);
    if (!document) {
      document = indexDocumentFrom(html, config, `prerendered ${key}`);
      documents.set(key, document);
    }
    return document;
  };
}
