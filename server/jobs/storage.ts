/**
 * What the transcode job needs of storage, given to it (the storage service wires its backend in). Sources
 * are read from bucket SOURCE_BUCKET; every other call is on bucket MEDIA_BUCKET. Object names have no
 * leading slash.
 */
export interface MediaStorage {
  /** Copies object `objectName` of bucket `uploads` to the local file `toPath`. */
  fetchSource(objectName: string, toPath: string): Promise<void>;
  /** Copies object `objectName` of bucket `media` to the local file `toPath`. */
  fetchMedia(objectName: string, toPath: string): Promise<void>;
  /** Stores the local file `fromPath` as object `objectName` of bucket `media`, replacing one there. */
  storeFile(objectName: string, fromPath: string, contentType: string, cacheControl: string): Promise<void>;
  /** The names of the objects of bucket `media` whose name starts with `prefix`. */
  listPrefix(prefix: string): Promise<string[]>;
  /** Removes every object of bucket `media` whose name starts with `prefix`; resolves to how many. */
  removePrefix(prefix: string): Promise<number>;
  /** Removes the objects of bucket `uploads` under `prefix` stored before `before`, but `keep`; resolves to how many. */
  removeOldSources(prefix: string, keep: string, before: Date): Promise<number>;
}

export const SOURCE_BUCKET = 'uploads';
export const MEDIA_BUCKET = 'media';

/** Where a version of a video's media lives in bucket `media`: videos/{videoId}/{version}/ */
export const mediaPrefix = (videoId: string, version: number) => `videos/${videoId}/${version}/`;

/** The public URL of one of those objects (storage's public-bucket path). */
export const publicMediaUrl = (videoId: string, version: number, file: string) => `/storage/v1/object/public/${MEDIA_BUCKET}/${mediaPrefix(videoId, version)}${file}`;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
  jpg: 'image/jpeg',
  vtt: 'text/vtt',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Files of a version never change, except those rewritten in place: the master (captions added), caption
 * files and the poster (the editor picks another frame). Storage serves a public object's as shared and,
 * for a year, immutable.
 */
export const cacheControlOf = (file: string) =>
  file === 'master.m3u8' || file === 'poster.jpg' || file.startsWith('captions/') ? 'max-age=60' : 'max-age=31536000';
