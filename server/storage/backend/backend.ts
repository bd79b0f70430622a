import type { Readable } from 'node:stream';
import type { ByteRange } from '../../http/byteRange.ts';

/**
 * Where the storage service keeps bytes (docs/storage.md): one small interface, on local disk or an
 * S3-compatible server. Rows of storage.objects say which bytes are an object; the backend knows
 * nothing of rows, buckets' rules or callers. A key is `/`-separated and already checked by the
 * caller (server/storage/names.ts); each backend checks it again against its own rules.
 */
export interface StorageBackend {
  /** The bytes of `key`, or of its inclusive `range`; rejects with BytesNotFound when there are none. */
  get(bucket: string, key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Stores `body` under `key` whole or not at all: a temporary name then a rename on disk, one atomic
   * PUT (or multipart upload) on S3. When `body` fails (the caller's size limit, a cut connection)
   * nothing is left and the promise rejects with the body's error.
   */
  put(bucket: string, key: string, body: Readable, options: PutOptions): Promise<StoredBytes>;
  /** Size and time of `key`, undefined when it has no bytes. */
  head(bucket: string, key: string): Promise<BytesInfo | undefined>;
  copy(from: BytesLocation, to: BytesLocation): Promise<void>;
  /** Removes every key given; keys with no bytes are skipped. */
  deleteMany(bucket: string, keys: readonly string[]): Promise<void>;
  /** Every key with bytes, in every bucket (the sweeper compares them with the rows). */
  list(): AsyncIterable<BackendEntry>;
  readonly kind: 'disk' | 's3';
}

export type { ByteRange };

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

export interface BytesInfo {
  size: number;
  lastModified: Date;
}

export interface StoredBytes extends BytesInfo {
  /** The bytes' hash as the backend reports it (quoted, as in an ETag header). */
  etag: string;
}

export interface BytesLocation {
  bucket: string;
  key: string;
}

export interface BackendEntry extends BytesLocation {
  lastModified: Date;
}

export class BytesNotFound extends Error {
  constructor(bucket: string, key: string) {
    super(`no bytes at ${bucket}/${key}`);
    this.name = 'BytesNotFound';
  }
}

/** A key or bucket the backend will not store (it would escape its folder, or is not a name at all). */
export class InvalidBytesKey extends Error {
  constructor(what: string) {
    super(`invalid storage key: ${what}`);
    this.name = 'InvalidBytesKey';
  }
}

const SEGMENT_FORBIDDEN = /[\0\\]/;

/** The checks every backend makes itself: a bucket is one plain segment, a key plain segments joined by `/`. */
export function checkBytesLocation(bucket: string, key: string): void {
  const plain = (segment: string) => segment !== '' && segment !== '.' && segment !== '..' && !SEGMENT_FORBIDDEN.test(segment);
  if (!plain(bucket) || bucket.includes('/')) throw new InvalidBytesKey(JSON.stringify(bucket));
  if (!key.split('/').every(plain)) throw new InvalidBytesKey(JSON.stringify(key));
}
