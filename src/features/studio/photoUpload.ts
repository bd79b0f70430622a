import { loadAuthClient } from '../../lib/auth/authClient';
import './messages';
import { translate } from '../../lib/i18n/i18n';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

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
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  const { data } = await (await loadAuthClient()).getSession();
  try {
    const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/teacher-photo?teacher=${encodeURIComponent(slug)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.session?.access_token ?? ''}`, apikey: supabaseAnonKey, 'Content-Type': file.type },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as { image_url?: unknown; message?: unknown };
    if (response.status === 201 && typeof body.image_url === 'string') return { ok: true, imageUrl: body.image_url };
    return { ok: false, message: typeof body.message === 'string' ? body.message : translate('studio.photo.failed') };
  } catch {
    return { ok: false, message: translate('studio.photo.failed') };
  }
}
