import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAPTION_LANGUAGES, MediaActionRefused } from '../../jobs/mediaActions.ts';
import { signedInEditor } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';

// A caption file's text travels in the body.
const BODY = jsonBody(2 * 1024 * 1024, 'This request is larger than 2 MB: caption files are smaller than that.');

const videoId = z.string().min(1).max(200);
const REQUEST = z.discriminatedUnion('action', [
  z.object({ action: z.literal('process'), videoId, source: z.string().regex(/^videos\/[^/]+\/[^/]+\/source$/).max(1024) }),
  z.object({ action: z.literal('retry'), videoId }),
  z.object({ action: z.literal('poster'), videoId, at: z.number().finite().min(0) }),
  z.object({ action: z.literal('captions'), videoId, language: z.enum(CAPTION_LANGUAGES), vtt: z.string().max(BODY.limit) }),
]);

const STATUS_OF: Record<MediaActionRefused['kind'], number> = { not_found: 404, not_ready: 409, not_failed: 409, invalid_captions: 400 };

const requestOf = (body: unknown) =>
  jsonRequest(body, REQUEST, 'Name the video and one action: process (with its source), retry, poster (with at) or captions (with language and vtt).');

/**
 * POST /functions/v1/video-media: an editor's actions on a video's media, for the studio (docs/functions.md):
 * process an uploaded source, retry a failed processing, choose the poster's frame, add captions.
 */
export function videoMedia(context: FunctionContext): EdgeFunction {
  return {
    name: 'video-media',
    method: 'POST',
    body: BODY,
    async authorize(request) {
      await signedInEditor(context, request);
    },
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const { media } = context;
      if (!media) throw new FunctionError(503, 'not_available', 'Media processing is not running on this server.');
      const action = requestOf(request.body);
      try {
        switch (action.action) {
          case 'process':
            await media.process(action.videoId, action.source);
            return await reply.code(202).send({ status: 'queued' });
          case 'retry':
            await media.retry(action.videoId);
            return await reply.code(202).send({ status: 'queued' });
          case 'poster':
            return { posterUrl: await media.poster(action.videoId, action.at) };
          case 'captions':
            await media.captions(action.videoId, action.language, action.vtt);
            return { language: action.language };
        }
      } catch (error) {
        if (error instanceof MediaActionRefused) throw new FunctionError(STATUS_OF[error.kind], error.kind, error.message);
        throw error;
      }
    },
  };
}
