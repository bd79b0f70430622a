import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface UploadsOptions {
  /** DATA_DIR/uploads. */
  uploadsDir: string;
}

/** The kinds of file the server writes there, by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The only names served: lowercase words and hyphens in folders of the same, then a known extension. No dot
 * segment, no hidden (temporary) file, no encoded separator can pass, so no path leaves the uploads directory.
 */
const SERVED_NAME = /^(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?<extension>[a-z0-9]+)$/;

/** Every upload is named after its content (docs/functions.md): a name never changes what it holds. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'not_found', message: 'There is no such file.' });

/**
 * Files uploaded through the functions (teachers' portraits), from DATA_DIR/uploads: GET and HEAD, each with its
 * content type and a year's immutable caching; no listing, and a plain 404 (never the app's page) for the rest.
 */
export async function uploadsPlugin(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serve });
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const name = (request.params as { '*': string })['*'];
    const contentType = CONTENT_TYPES[SERVED_NAME.exec(name)?.groups?.extension ?? ''];
    if (!contentType) return notFound(reply);
    const file = path.join(options.uploadsDir, name);
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return notFound(reply);
    reply
      .type(contentType)
      .header('content-length', stats.size)
      .header('cache-control', IMMUTABLE)
      .header('last-modified', stats.mtime.toUTCString());
    // HEAD is answered here, not by Fastify's HEAD route, which would read the file to discard it.
    return reply.send(request.method === 'HEAD' ? undefined : createReadStream(file));
  }
}
