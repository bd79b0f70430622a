import '../messages';
import type { Locale } from '../../../../shared/locales';
import { translate } from '../../../lib/i18n/i18n';
import { editorHeaders, projectUrl } from '../functionRequest';

/** What the studio asks of `POST /functions/v1/video-media` (docs/catalog.md#studio-media). */
export type VideoMediaAction =
  | { action: 'process'; source: string }
  | { action: 'retry' }
  | { action: 'poster'; at: number }
  | { action: 'captions'; language: Locale; vtt: string };

/** The answer's JSON when the server accepted the call; else the sentence to show (the server's own, or a calm one of ours). */
export type VideoMediaAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

export async function callVideoMedia(videoId: string, request: VideoMediaAction, fetcher: typeof fetch = fetch): Promise<VideoMediaAnswer> {
  try {
    const response = await fetcher(`${projectUrl()}/functions/v1/video-media`, {
      method: 'POST',
      headers: { ...(await editorHeaders()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ videoId, ...request }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body };
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : translate('studio.media.refused') };
  } catch {
    return { ok: false, message: translate('studio.media.callFailed') };
  }
}
