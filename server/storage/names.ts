import { randomUUID } from 'node:crypto';

/** The longest object name, in UTF-8 bytes (Supabase's and S3's limit). */
export const MAX_NAME_BYTES = 1024;

/**
 * The characters of a name: Supabase Storage's S3-safe set (letters, digits, `_ / ! - . * ' ( ) space
 * & $ @ = ; : + , ?`) and letters, marks and digits of any script. `#`, `%`, `\`, control characters and
 * NUL are not among them; the backend's key (nameKey) relies on `#` never being in a name.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}_/!\-.*'() &$@=;:+,?]+$/u;

/** Why a name is refused, or undefined for a good one. */
export function nameProblem(name: string): string | undefined {
  if (name === '') return 'is empty';
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) return `is longer than ${MAX_NAME_BYTES} bytes`;
  if (!NAME_CHARACTERS.test(name)) return 'has a character outside the allowed set';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '')) return 'has an empty segment (a leading, trailing or doubled /)';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'has a . or .. segment';
  return undefined;
}

/** A bucket id: a plain name that is also a folder name (Supabase refuses `/` and most punctuation in one too). */
const BUCKET_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

export const isBucketId = (id: string): boolean => BUCKET_ID.test(id) && id !== '.' && id !== '..';

/** The backend key of one version of an object: the name, then `#` and the version (never in a name). */
export const nameKey = (name: string, version: string): string => `${name}#${version}`;

/** The name and version a backend key holds, or undefined for a key that is no object's (a temporary file). */
export function keyParts(key: string): { name: string; version: string } | undefined {
  const hash = key.lastIndexOf('#');
  return hash > 0 ? { name: key.slice(0, hash), version: key.slice(hash + 1) } : undefined;
}

export const newVersion = (): string => randomUUID();
