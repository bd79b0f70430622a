import './messages';
import { translate } from '../../lib/i18n/i18n';
import { editorHeaders, projectUrl } from './functionRequest';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type PhotoUpload = { ok: true; imageUrl: string } | { ok: false; message: string };

/**
 * Sends a teacher's photo to the upload endpoint (`POST /functions/v1/teacher-photo?teacher=<slug>`, the raw bytes,
 * the editor's token): the server stores its resized copies and answers the image_url to save with the teacher.
 */
export async function uploadTeacherPhoto(slug: string, file: File, fetcher: typeof fetch = fetch): Promise<PhotoUpload> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: translate('studio.photo.type') };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: translate('studio.photo.size') };
  const headers = await editorHeaders();
  try {
    const response = await fetcher(`${projectUrl()}/functions/v1/teacher-photo?teacher=${encodeURIComponent(slug)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': file.type },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as { image_url?: unknown; message?: unknown };
    if (response.status === 201 && typeof body.image_url === 'string') return { ok: true, imageUrl: body.image_url };
    return { ok: false, message: typeof body.message === 'string' ? body.message : translate('studio.photo.failed') };
  } catch {
    return { ok: false, message: translate('studio.photo.failed') };
  }
}
