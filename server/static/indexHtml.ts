import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES, prerenderedKey, withHtmlLang, type Locale } from '../../shared/locales.ts';

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface RuntimeConfigPayload {
  /** Empty means "this origin": the app then calls /auth/v1 on whatever host served it. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface IndexDocument {
  /** A `Link` header repeating the document's image preloads, so the fetch starts before the HTML is parsed. */
  link?: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const CONFIG_BLOCK = /<script id="app-config" type="application\/json">[^<]*<\/script>/;

/** JSON that is safe inside a <script> element: no `<` can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Read the built index.html once, fill in the runtime config, and compress it ahead of time, once per language
 * (its `<html lang>`): the app then starts in the remembered language.
 */
export function loadIndexDocument(file: string, config: RuntimeConfigPayload): (locale: Locale) => IndexDocument {
  const html = readFileSync(file, 'utf8');
  const documents = new Map(LOCALES.map((locale) => [locale, indexDocumentFrom(withHtmlLang(html, locale), config, file)]));
  return (locale) => documents.get(locale)!;
}

/** An app document (index.html or a prerendered page) with the runtime config filled in, compressed. */
function indexDocumentFrom(html: string, config: RuntimeConfigPayload, name = 'document'): IndexDocument {
  const identity = filledDocument(html, config, name);
  return { identity, br: brotliCompressSync(identity, BROTLI_OPTIONS), gzip: gzipSync(identity, GZIP_OPTIONS) };
}

function filledDocument(html: string, config: RuntimeConfigPayload, name: string): Buffer {
  if (!CONFIG_BLOCK.test(html)) throw new Error(`${name} has no #app-config block to fill in`);
  return Buffer.from(
    html.replace(CONFIG_BLOCK, `<script id="app-config" type="application/json">${scriptSafeJson(config)}</script>`),
  );
}

/**
 * The prerendered public pages (dist/prerendered.json, written by scripts/prerender.ts at build time),
 * by pathname. Each is filled in and compressed on its first request, then kept.
 */
export function loadPrerenderedPages(
  file: string,
  config: RuntimeConfigPayload,
): { find: (pathname: string, locale: Locale) => IndexDocument | undefined; warm: () => Promise<void> } {
  let pages: Record<string, string> = {};
  try {
    pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const documents = new Map<string, IndexDocument>();
  /** A page in the asked language (each is prerendered once per language), else in English. */
  const find = (pathname: string, locale: Locale) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const key = [prerenderedKey(locale, path), prerenderedKey(DEFAULT_LOCALE, path)].find((k) => Object.hasOwn(pages, k));
    const html = key === undefined ? undefined : pages[key];
    if (key === undefined || html === undefined) return undefined;
    let document = documents.get(key);
    if (!document) {
      document = { ...indexDocumentFrom(html, config, `prerendered ${key}`), link: imagePreloadLinkHeader(html) };
      documents.set(key, document);
    }
    return document;
  };
  /**
   * Compress every page ahead of its first request, one at a time on libuv's thread pool: brotli at quality 11
   * takes ~0.1 s a page, which on the event loop held requests up for seconds after start-up.
   */
  const warm = async () => {
    for (const [key, html] of Object.entries(pages)) {
      if (documents.has(key)) continue;
      const identity = filledDocument(html, config, `prerendered ${key}`);
      const [br, gzip] = await Promise.all([brotliAsync(identity, BROTLI_OPTIONS), gzipAsync(identity, GZIP_OPTIONS)]);
      if (!documents.has(key)) documents.set(key, { identity, br, gzip, link: imagePreloadLinkHeader(html) });
    }
  };
  return { find, warm };
}

const PRELOAD_IMAGE = /<link rel="preload" as="image"[^>]*>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

/** The `<link rel="preload" as="image">` elements of a document as one `Link` header value (RFC 8288), if any. */
export function imagePreloadLinkHeader(html: string): string | undefined {
  const links = [...html.matchAll(PRELOAD_IMAGE)].map(([element]) => {
    const attributes = Object.fromEntries([...element.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
    const { href, rel: _rel, as: _as, ...rest } = attributes;
    // A header needs a URL: without href, the first srcset candidate (browsers that read imagesrcset pick their own).
    const target = href ?? rest.imagesrcset?.trim().split(/\s+/)[0] ?? '';
    const params = Object.entries(rest).map(([name, value]) => `; ${name}="${value.replace(/"/g, '')}"`);
    return `<${target}>; rel=preload; as=image${params.join('')}`;
  });
  return links.length > 0 ? links.join(', ') : undefined;
}
