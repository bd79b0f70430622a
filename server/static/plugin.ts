import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_FILE } from '../../shared/buildOutput.ts';
import { localeFromCookieHeader } from '../../shared/locales.ts';
import { isKnownRoute, notFoundPath } from '../../shared/routes.ts';
import { API_PATHS } from '../apiPaths.ts';
import { cacheControlFor, NO_CACHE } from './cachePolicy.ts';
import { loadHashedAssets } from './hashedAssets.ts';
import { loadIndexDocument, loadPrerenderedPages, type RuntimeConfigPayload } from './indexHtml.ts';

export interface StaticOptions {
  distDir: string;
  runtimeConfig: RuntimeConfigPayload;
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
 * .br/.gz served when accepted, byte ranges for media, each route's prerendered page (the bare
 * index.html for a path the build did not render), and the prerendered 404 page, status 404, for
 * paths that match no route.
 */
export async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const index = loadIndexDocument(path.join(options.distDir, 'index.html'), options.runtimeConfig);
  const prerendered = loadPrerenderedPages(path.join(options.distDir, PRERENDERED_FILE), options.runtimeConfig);
  app.addHook('onReady', async () => {
    // In the background: the server answers from its first second; a page not yet warm compresses on demand.
    prerendered.warm().catch((error: unknown) => app.log.error({ err: error }, 'could not compress the prerendered pages'));
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // A page prerendered at build time (the 404 page for an unknown path) paints before any script runs; a path
    // the build did not render (a video id it does not know, say) gets the bare shell.
    const pathname = status === 404 ? notFoundPath : (request.url.split('?')[0] ?? '/');
    // In the language the visitor chose before (the `lang` cookie), so the first paint is already in it.
    const locale = localeFromCookieHeader(request.headers.cookie);
    const page = prerendered.find(pathname, locale) ?? index(locale);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    if (page.link) reply.header('link', page.link);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    acceptRanges: true,
    cacheControl: false,
    // index.html is always answered with the runtime config filled in, never raw from disk.
    allowedPath: (pathname) => !/(^|\/)index\.html$/.test(pathname),
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

  // The site root is a directory to @fastify/static; it is the app.
  app.get('/', (request, reply) => sendIndex(request, reply, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATHS.some((p) => pathname.startsWith(p));
    if (isPage && !path.extname(pathname)) return sendIndex(request, reply, isKnownRoute(pathname) ? 200 : 404);
    if (isPage && pathname === '/index.html') return sendIndex(request, reply, 200);
    // A prerendered form submitted before the app has started (they are method="post", so nothing typed lands in
    // the address bar): back to the page, where the app now runs. The body is never read.
    if (request.method === 'POST' && isKnownRoute(pathname)) return reply.header('cache-control', NO_CACHE).redirect(request.url, 303);
    return reply.code(404).send({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });
}
