import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDirectory } from './dataDirLock.ts';
import { DatabaseInUseError } from './errors.ts';

const directory = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'pgdata');

describe('the embedded database lock (decision 2509)', () => {
  it('holds <directory>.lock with our pid until released, and refuses a second open meanwhile, even from this process', () => {
    const dir = directory();
    const release = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDirectory(dir)();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dir = directory();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\n`);
      expect(() => lockDataDirectory(dir)).toThrow(
        new DatabaseInUseError(dir, other.pid as number).message,
      );
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its process has ended: the lock it left is taken over.
    const release = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
  });

  it('takes over a lock left by an earlier life of its own pid (a restarted container) or holding no pid', () => {
    const dir = directory();
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    lockDataDirectory(dir)();
    writeFileSync(`${dir}.lock`, '');
    const release = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
  });
});
