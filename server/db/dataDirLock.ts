import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseInUseError } from './errors.ts';

/*
 * PGlite takes no lock on its directory: a second process opening it runs its own copy of PostgreSQL on the same
 * files, and each silently loses the other's writes. This lock file (the process id, as PostgreSQL's own
 * postmaster.pid) lets one process at a time open it (decision 2509).
 */

/** Directories this process holds: opening one twice is refused like another process's. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `<directory>.lock` for this process, or throws DatabaseInUseError naming the live process that holds it.
 * A lock left by a process that has ended (or by an earlier life of this very pid, after a container restart) is
 * taken over. Returns the release.
 */
export function lockDataDirectory(directory: string): () => void {
  const file = `${directory}.lock`;
  if (held.has(file)) throw new DatabaseInUseError(directory, process.pid);
  // Written whole beside it, then linked into place: the lock never exists half written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 3) throw error;
      }
      const pid = holderOf(file);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(directory, pid);
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(file);
  return () => {
    held.delete(file);
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}
