import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isEditor, optionalUser } from '../caller.ts';
import type { EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { jsonBody, jsonRequest } from '../jsonBody.ts';
import { entitledUntil } from '../premium/entitlement.ts';
import { readMediaFile, readText, videoMediaOf, type VideoMedia } from './location.ts';
import { firstVariant, previewOf, segmentDurations } from './playlists.ts';
import { playbackTokens, TOKEN_LIFETIME_MS } from './token.ts';

const BODY = jsonBody(4096, 'This request is larger than 4 KB: it only names a video.');

const REQUEST = z.object({ videoId: z.string().min(1).max(200) });

/** The answer: where to play from; for a preview, how long it plays. */
export interface Playback {
  url: string;
  preview: { seconds: number } | null;
  expiresAt: string | null;
  entitledUntil: string | null;
}

const noSuchVideo = () => new FunctionError(404, 'not_found', 'There is no such video.');

/** The preview of each location, once read (a version's renditions never change under their names). */
function previews(context: FunctionContext) {
  const known = new Map<string, { segments: number; seconds: number }>();
  return async (media: VideoMedia) => {
    const hit = known.get(media.location);
    if (hit) return hit;
    const master = await readMediaFile(context.mediaSources, media.location, media.master);
    const variant = master && firstVariant(await readText(master));
    const playlist = variant ? await readMediaFile(context.mediaSources, media.location, variant) : undefined;
    if (!playlist) throw new FunctionError(404, 'not_available', 'This video cannot be played yet.');
    const preview = previewOf(segmentDurations(await readText(playlist)));
    if (known.size >= 1000) known.clear();
    known.set(media.location, preview);
    return preview;
  };
}

/**
 * POST /functions/v1/playback `{ videoId }` (docs/premium.md): where the player plays a video from. A free video
 * plays from its public URL. A premium one plays through the gate (stream.ts), its token in the path: whole for an
 * entitled member or an editor (until the earlier of 4 h and the membership's end), else only its preview.
 */
export function playback(context: FunctionContext): EdgeFunction {
  const previewOfMedia = previews(context);
  const tokens = playbackTokens(context.secret);
  return {
    name: 'playback',
    method: 'POST',
    body: BODY,
    async handle(request: FastifyRequest): Promise<Playback> {
      const claims = await optionalUser(context, request);
      const { videoId } = jsonRequest(request.body, REQUEST, 'Name the video: { "videoId": "…" }.');
      const now = context.now();
      const { rows } = await context.db.query<{ is_premium: boolean; playback_url: string | null; published: boolean }>(
        'select is_premium, playback_url, coalesce(published_at <= $2, false) as published from public.videos where id = $1',
        [videoId, new Date(now).toISOString()],
      );
      const video = rows[0];
      if (!video || (!video.published && !isEditor(claims))) throw noSuchVideo();
      if (!video.playback_url) throw new FunctionError(404, 'not_available', 'This video cannot be played yet.');
      if (!video.is_premium) return { url: video.playback_url, preview: null, expiresAt: null, entitledUntil: null };

      const media = videoMediaOf(video.playback_url);
      if (!media) throw new FunctionError(404, 'not_available', 'This video cannot be played yet.');
      const userId = typeof claims?.sub === 'string' ? claims.sub : '';
      const until = userId ? await entitledUntil(context.db, userId, now) : null;
      const whole = until !== null || isEditor(claims);
      const preview = whole ? null : await previewOfMedia(media);
      const expires = Math.min(now + TOKEN_LIFETIME_MS, until?.getTime() ?? Infinity);
      const token = tokens.issue({
        videoId,
        userId,
        expires: Math.floor(expires / 1000),
        previewSegments: preview?.segments ?? 0,
        location: media.location,
      });
      return {
        url: `/functions/v1/playback/${encodeURIComponent(videoId)}/${token}/${media.master}`,
        preview: preview ? { seconds: preview.seconds } : null,
        expiresAt: new Date(Math.floor(expires / 1000) * 1000).toISOString(),
        entitledUntil: until?.toISOString() ?? null,
      };
    },
  };
}
