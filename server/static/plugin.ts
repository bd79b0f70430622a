import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { localeFromCookieHeader } from '../../shared/locales.ts';
import { isKnownRoute } from '../../shared/routes.ts';
import { cacheControlFor, NO_CACHE } from './cachePolicy.ts';
import { loadIndexDocument, loadPrerenderedPages, type RuntimeConfigPayload } from './indexHtml.ts';

export interface StaticOptions {
  distDir: string;
  runtimeConfig: RuntimeConfigPayload;
}

/** Paths owned by the API, never answered with the app. */
const API_PREFIXES = ['/auth/', '/_mail', '/healthz'];

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
 * .br/.gz served when accepted, byte ranges for media, and the SPA's index.html for every
 * client route (HTTP 404 for paths that match no route; the app shows its 404 page).
 */
export async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const index = loadIndexDocument(path.join(options.distDir, 'index.html'), options.runtimeConfig);
  const prerendered = loadPrerenderedPages(path.join(options.distDir, 'prerendered.json'), options.runtimeConfig);
  app.addHook('onReady', async () => {
    // In the background: the server answers from its first second; a page not yet warm compresses on demand.
    prerendered.warm().catch((error: unknown) => app.log.error({ err: error }, 'could not compress the prerendered pages'));
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // A public page prerendered at build time paints before any script runs; other routes get the bare shell.
    const pathname = request.url.split('?')[0] ?? '/';
    // In the language the visitor chose before (the `lang` cookie), so the first paint is already in it.
    const locale = localeFromCookieHeader(request.headers.cookie);
    const page = (status === 200 && prerendered.find(pathname, locale)) || index(locale);
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

  // The site root is a directory to @fastify/static; it is the app.
  app.get('/', (request, reply) => sendIndex(request, reply, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((p) => pathname.startsWith(p));
    if (isPage && !path.extname(pathname)) return sendIndex(request, reply, isKnownRoute(pathname) ? 200 : 404);
    if (isPage && pathname === '/index.html') return sendIndex(request, reply, 200);
    return reply.code(404).send({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });
}
