import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../http/byteRange.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { readMediaFile, readText } from './location.ts';
import { cutPlaylist, segmentIndex } from './playlists.ts';
import { playbackTokens } from './token.ts';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
};

const refused = () => new FunctionError(403, 'forbidden', 'This playback link is not valid, or it has expired.');

/**
 * GET /functions/v1/playback/{videoId}/{token}/{file}: the gate of a premium video's playlists and segments
 * (decision 2613). The token in the path is the whole check (no database): signed by us, alive, for this video;
 * a preview's token serves only its first segments, and its media playlists cut after them. Relative URIs in
 * the playlists keep the token, so a player needs nothing more. Called with no API key, as a player's requests
 * carry none.
 */
export function playbackStream(context: FunctionContext): EdgeFunction {
  const tokens = playbackTokens(context.secret);
  return {
    name: 'playback-stream',
    method: 'GET',
    // The token is the path's first part after the video; one missing is refused like a wrong one.
    url: '/playback/:videoId/*',
    withoutApiKey: true,
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const { videoId, '*': rest } = request.params as { videoId: string; '*': string };
      const slash = rest.indexOf('/');
      const [token, file] = slash < 0 ? [rest, ''] : [rest.slice(0, slash), rest.slice(slash + 1)];
      const now = context.now();
      const grant = tokens.check(token, videoId, now);
      if (!grant) throw refused();
      const index = segmentIndex(file);
      if (grant.previewSegments > 0 && index !== undefined && index >= grant.previewSegments) throw refused();
      const media = await readMediaFile(context.mediaSources, grant.location, file);
      if (!media) throw new FunctionError(404, 'not_found', 'There is no such file in this video.');

      const extension = file.slice(file.lastIndexOf('.') + 1);
      reply.headers({
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        // The token is in the URL: only this viewer's browser may keep it, and no longer than the token lives.
        'cache-control': `private, max-age=${Math.max(0, Math.floor(grant.expires - now / 1000))}`,
        'x-content-type-options': 'nosniff',
      });
      if (extension === 'm3u8') {
        const text = await readText(media);
        const isMediaPlaylist = text.includes('#EXTINF') && !file.startsWith('captions/');
        return reply.send(grant.previewSegments > 0 && isMediaPlaylist ? cutPlaylist(text, grant.previewSegments) : text);
      }
      reply.header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, media.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${media.size}`);
        throw new FunctionError(416, 'range_not_satisfiable', 'The requested range is not satisfiable.');
      }
      const length = range ? range.end - range.start + 1 : media.size;
      reply.header('content-length', String(length));
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${media.size}`);
      if (request.method === 'HEAD' || length === 0) return reply.send();
      return reply.send(await media.open(range));
    },
  };
}
