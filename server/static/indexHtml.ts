import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { LOCALES, withHtmlLang, type Locale } from '../../shared/locales.ts';
import { scriptSafeJson } from '../../shared/pageDocument.ts';

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const QUICK_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface RuntimeConfigPayload {
  /** Empty means "this origin": the app then calls /auth/v1 on whatever host served it. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Stripe is configured: /subscribe offers Checkout and the profile the billing portal (docs/premium.md). */
  payments: boolean;
}

export interface IndexDocument {
  /** A `Link` header repeating the document's image preloads, so the fetch starts before the HTML is parsed. */
  link?: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const CONFIG_BLOCK = /<script id="app-config" type="application\/json">[^<]*<\/script>/;

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

/** A document with its `#app-config` block holding the runtime config (read by src/lib/runtimeConfig.ts). */
export function filledDocument(html: string, config: RuntimeConfigPayload, name: string): Buffer {
  if (!CONFIG_BLOCK.test(html)) throw new Error(`${name} has no #app-config block to fill in`);
  return Buffer.from(
    html.replace(CONFIG_BLOCK, `<script id="app-config" type="application/json">${scriptSafeJson(config)}</script>`),
  );
}

/**
 * A document rendered at run time (server/pages/), filled in and compressed on libuv's thread pool: brotli at a
 * quick level first, so the request that rendered it is not held up (~0.1 s a page at level 11), then at the
 * densest level for the requests after it (`settled`).
 */
export async function compressedDocument(html: string, config: RuntimeConfigPayload): Promise<IndexDocument & { settled: Promise<void> }> {
  const identity = filledDocument(html, config, 'page');
  const [br, gzip] = await Promise.all([brotliAsync(identity, QUICK_BROTLI_OPTIONS), gzipAsync(identity, GZIP_OPTIONS)]);
  const document: IndexDocument & { settled: Promise<void> } = { identity, br, gzip, link: imagePreloadLinkHeader(html), settled: Promise.resolve() };
  document.settled = brotliAsync(identity, BROTLI_OPTIONS).then((dense) => {
    document.br = dense;
  });
  return document;
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
