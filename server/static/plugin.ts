import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_TEMPLATES_FILE } from '../../shared/buildOutput.ts';
import { localeFromCookieHeader } from '../../shared/locales.ts';
import { isKnownRoute } from '../../shared/routes.ts';
import { API_PATHS, servicePrefixes } from '../apiPaths.ts';
import type { Database } from '../db/database.ts';
import { injectFetch } from '../pages/injectFetch.ts';
import { createPages } from '../pages/pages.ts';
import { pageAddress } from '../pages/renderPage.ts';
import { cacheControlFor, NO_CACHE } from './cachePolicy.ts';
import { loadHashedAssets } from './hashedAssets.ts';
import { loadIndexDocument, type IndexDocument, type RuntimeConfigPayload } from './indexHtml.ts';

export interface StaticOptions {
  distDir: string;
  runtimeConfig: RuntimeConfigPayload;
  /** The catalog the pages are rendered from (its changes are listened for). */
  db: Database;
  /** The site's public origin (the sitemap's addresses). */
  siteUrl: string;
}

/** A request for a page of the app: a GET or HEAD outside the API, of a path with no extension (or the shell's). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !API_PATHS.some((prefix) => pathname.startsWith(prefix)) && (!path.extname(pathname) || pathname === '/index.html');
}

/** Which encoding to send, given Accept-Encoding: brotli first, then gzip. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * The built app: hashed assets cached for a year, everything else revalidated, precompressed
 * .br/.gz served when accepted, byte ranges for media, and every page rendered from the catalog
 * (server/pages/): status 404 for a path that matches no route or names nothing published.
 */
export async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const index = loadIndexDocument(path.join(options.distDir, 'index.html'), options.runtimeConfig);
  const pages = await createPages({
    distDir: options.distDir,
    runtimeConfig: options.runtimeConfig,
    db: options.db,
    fetch: injectFetch(app),
    anonKey: options.runtimeConfig.supabaseAnonKey,
    restPath: servicePrefixes.rest,
    siteUrl: options.siteUrl,
    log: app.log,
  });
  app.addHook('onClose', async () => pages?.close());

  const send = (request: FastifyRequest, reply: FastifyReply, page: { status: number; document: IndexDocument }) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const { document } = page;
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    if (document.link) reply.header('link', document.link);
    return reply.send(encoding === 'br' ? document.br : encoding === 'gzip' ? document.gzip : document.identity);
  };

  /**
   * A page, rendered from the catalog (server/pages/) in the language the visitor chose before (the `lang`
   * cookie), so the first paint is already in it; the bare app shell when the build has no renderer or the
   * render fails (the app then renders in the browser).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Split by hand: an address such as `//host%5c..` is a path here, never a URL of another origin to parse.
    const [pathname = '/', query = ''] = request.url.split(/\?(.*)/s);
    const url = { pathname, searchParams: new URLSearchParams(query) };
    const locale = localeFromCookieHeader(request.headers.cookie);
    // The app's document by its file name is the bare shell: the service worker keeps it as the offline
    // fallback of every page, so it must hold none.
    if (url.pathname === '/index.html') return send(request, reply, { status: 200, document: index(locale) });
    const known = isKnownRoute(url.pathname);
    if (pages) {
      try {
        return await send(request, reply, await pages.answer(pageAddress(url.pathname, url.searchParams), locale));
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'could not render the page');
      }
    }
    return send(request, reply, { status: known ? 200 : 404, document: index(locale) });
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    acceptRanges: true,
    cacheControl: false,
    // index.html is always answered with the runtime config filled in, never raw from disk; the server's own
    // renderer and the page templates are never served.
    allowedPath: (pathname) => !/(^|\/)index\.html$/.test(pathname) && !pathname.startsWith('/ssr/') && pathname !== `/${PAGE_TEMPLATES_FILE}`,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(options.distDir, filePath)));
    },
  });

  // Hashed assets from memory; a file of a kind not held there (or not there at all) goes to @fastify/static.
  const assets = await loadHashedAssets(options.distDir);
  app.get('/assets/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = assets.get(name);
    if (!asset) return reply.sendFile(`assets/${name}`);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const variant = (encoding === 'br' && asset.br) || (encoding === 'gzip' && asset.gzip) || asset.identity;
    reply.headers(variant.headers);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === variant.etag || tag.trim() === '*')) return reply.code(304).send();
    return reply.send(variant.body);
  });

  if (pages) {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', NO_CACHE).send(await pages.sitemap()),
    );
  }

  // The site root is a directory to @fastify/static; it is the app.
  app.get('/', sendPage);

  // A page is answered before @fastify/static's catch-all looks for a file of its name (a directory read and a
  // stat per request, most of a cached page's cost): a path with no extension is no file of the build.
  app.addHook('onRequest', async (request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request)) return sendPage(request, reply);
    // A prerendered form submitted before the app has started (they are method="post", so nothing typed lands in
    // the address bar): back to the page, where the app now runs. The body is never read.
    if (request.method === 'POST' && isKnownRoute(pathname)) return reply.header('cache-control', NO_CACHE).redirect(request.url, 303);
    return reply.code(404).send({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });
}
