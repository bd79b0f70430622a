import { editorHeaders, projectUrl } from '../functionRequest';

/** Where uploads go and how (docs/catalog.md#studio-media): Supabase Storage's tus endpoint, 6 MiB chunks. */
const UPLOAD_BUCKET = 'uploads';
const CHUNK_SIZE = 6 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** `videos/<videoId>/<uploadId>/source`: a fresh uploadId each upload, so a replacement never overwrites the source in use. */
const sourceObjectName = (videoId: string, uploadId: string) => `videos/${videoId}/${uploadId}/source`;

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** A started upload: the object it writes, whether it continues one an earlier page left, and how to stop or restart it. */
export interface VideoUpload {
  objectName: string;
  resumed: boolean;
  /** Stops the upload and asks the server to drop what it received. */
  cancel: () => Promise<void>;
  /** Stops the upload, keeping what the server received, to be resumed by picking the same file again. */
  pause: () => void;
  /** Starts again after an error, from the offset the server holds. */
  restart: () => void;
}

/**
 * Uploads `file` as the video's new source with tus-js-client, loaded on first use so it never weighs on other
 * pages. The same file picked again for the same video (after a reload, a lost connection or a crash) continues
 * the upload the browser's fingerprint store remembers; a remembered upload of another video is left alone.
 */
export async function startVideoUpload(videoId: string, file: File, callbacks: UploadCallbacks): Promise<VideoUpload> {
  const { Upload } = await import('tus-js-client');
  const fresh = sourceObjectName(videoId, crypto.randomUUID());
  const { authorization: _setPerRequest, ...headers } = await editorHeaders();
  const upload = new Upload(file, {
    endpoint: `${projectUrl()}/storage/v1/upload/resumable`,
    headers: { ...headers, 'x-upsert': 'true' },
    metadata: { bucketName: UPLOAD_BUCKET, objectName: fresh, contentType: file.type, cacheControl: '3600' },
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    // A long upload outlives an access token: each request carries the session's current one (auth-js refreshes it).
    // Set here only: a header given in `headers` too would be sent twice, joined into one invalid value.
    onBeforeRequest: async (request) => {
      request.setHeader('authorization', (await editorHeaders()).authorization);
    },
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(),
    onError: callbacks.onError,
  });
  const previous = (await upload.findPreviousUploads()).find((stored) => stored.metadata.objectName?.startsWith(`videos/${videoId}/`));
  if (previous) {
    upload.resumeFromPreviousUpload(previous);
    upload.options.metadata = previous.metadata;
  }
  upload.start();
  return {
    objectName: previous?.metadata.objectName ?? fresh,
    resumed: previous !== undefined,
    cancel: () => upload.abort(true).catch(() => undefined),
    pause: () => void upload.abort(false),
    restart: () => upload.start(),
  };
}
