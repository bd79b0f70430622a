import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import type { BuiltServer } from '../catalog/builtServer.ts';
import { alternate } from './alternate.ts';

/** As the studio uploads (src/features/studio/media/tusUpload.ts): 6 MiB chunks, bucket uploads, a fresh name each time. */
const CHUNK_SIZE = 6 * 1024 * 1024;

/** One upload through tus: seconds from its first request to its success (the object written and its row). */
export interface TusRun {
  seconds: number;
  /** Seconds of each PATCH request, the last one's including the object written from the staged file. */
  requests: number[];
}

export interface UploadFigures {
  bytes: number;
  tus: TusRun[];
  /** Seconds of each copy of the same file to a file on the same disk, as a stream. */
  copy: number[];
}

/** One upload of `file` as `token`'s editor through /storage/v1/upload/resumable, timed. */
function tusUpload(server: BuiltServer, token: string, videoId: string, file: string): Promise<TusRun> {
  const started = performance.now();
  const requests: number[] = [];
  let sent = started;
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${server.url}/storage/v1/upload/resumable`,
      chunkSize: CHUNK_SIZE,
      retryDelays: null,
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'true' },
      metadata: { bucketName: 'uploads', objectName: `videos/${videoId}/${randomUUID()}/source`, contentType: 'video/mp4', cacheControl: '3600' },
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') sent = performance.now();
      },
      onChunkComplete: () => void requests.push((performance.now() - sent) / 1000),
      onSuccess: () => resolve({ seconds: (performance.now() - started) / 1000, requests }),
      onError: reject,
    });
    upload.start();
  });
}

/**
 * Uploads of `file` through tus against copies of it on disk (a read stream piped into a new file, no fsync, as
 * the storage's disk backend writes), in turns, `rounds` of each.
 */
export async function measureUpload(server: BuiltServer, token: string, videoId: string, file: string, bytes: number, scratch: string, rounds: number): Promise<UploadFigures> {
  const { a: tus, b: copy } = await alternate(
    rounds,
    () => tusUpload(server, token, videoId, file),
    async (round) => {
      const target = path.join(scratch, `copy-${round}`);
      const started = performance.now();
      await pipeline(createReadStream(file), createWriteStream(target));
      const seconds = (performance.now() - started) / 1000;
      await rm(target);
      return seconds;
    },
  );
  return { bytes, tus, copy };
}
