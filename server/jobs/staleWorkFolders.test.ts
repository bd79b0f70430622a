import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleWorkFolders } from './staleWorkFolders.ts';

describe('removeStaleWorkFolders', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('removes the folders untouched for longer than the limit, and keeps the rest and any file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'work-'));
    const now = Date.now();
    const folder = (name: string, ageSeconds: number) => {
      mkdirSync(path.join(dir, name, 'out'), { recursive: true });
      writeFileSync(path.join(dir, name, 'source'), 'bytes');
      const when = new Date(now - ageSeconds * 1000);
      utimesSync(path.join(dir, name), when, when);
    };
    folder('killed-1-aaaa', 14 * 3600);
    folder('running-1-bbbb', 60);
    writeFileSync(path.join(dir, 'note.txt'), 'not ours');
    utimesSync(path.join(dir, 'note.txt'), new Date(0), new Date(0));

    expect(await removeStaleWorkFolders(dir, 13 * 3600, now)).toEqual(['killed-1-aaaa']);
    expect(readdirSync(dir).sort()).toEqual(['note.txt', 'running-1-bbbb']);
  });

  it('a work folder that does not exist yet is nothing to do', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'work-'));
    expect(await removeStaleWorkFolders(path.join(dir, 'absent'), 60)).toEqual([]);
  });
});
