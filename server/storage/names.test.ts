import { describe, expect, it } from 'vitest';
import { isBucketId, keyParts, MAX_NAME_BYTES, nameKey, nameProblem } from './names.ts';

describe('object names', () => {
  it('accepts the media layout, spaces, punctuation of the safe set and letters of any script', () => {
    for (const name of ['videos/abc/v1/master.m3u8', 'videos/abc/v1/720p/seg_001.m4s', 'captions/fr.vtt', "a b/c(1)!'*&$@=;:+,?.txt", 'vidéos/ヨガ.mp4']) {
      expect(nameProblem(name), name).toBeUndefined();
    }
  });

  it('refuses .. and . segments, leading, trailing and doubled slashes, NUL, backslashes, # and %', () => {
    for (const name of ['../x', 'a/../b', 'a/..', '..', './a', 'a/./b', '/a', 'a/', 'a//b', 'a\0b', 'a\\..\\b', '..\\x', 'a#b', 'a%2e%2e/b', '\u202e', 'a\nb', '']) {
      expect(nameProblem(name), JSON.stringify(name)).toBeDefined();
    }
  });

  it('limits a name to 1024 bytes of UTF-8, not characters', () => {
    expect(nameProblem('a'.repeat(MAX_NAME_BYTES))).toBeUndefined();
    expect(nameProblem('a'.repeat(MAX_NAME_BYTES + 1))).toMatch(/longer/);
    expect(nameProblem('é'.repeat(513))).toMatch(/longer/);
  });

  it('bucket ids are one plain folder name', () => {
    expect(isBucketId('media')).toBe(true);
    for (const id of ['', '.', '..', 'a/b', 'a\\b', '.hidden', 'x'.repeat(101)]) expect(isBucketId(id), id).toBe(false);
  });

  it('a key holds its name and version; a key without # is no object', () => {
    expect(keyParts(nameKey('videos/a/b.m3u8', 'v1'))).toEqual({ name: 'videos/a/b.m3u8', version: 'v1' });
    expect(keyParts('.writing/123')).toBeUndefined();
  });
});
