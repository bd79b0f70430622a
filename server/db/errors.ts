/** Why a database could not be opened, in words an operator can act on. */

/** PGlite's directory is held by another live process (server/db/dataDirLock.ts, decision 2509). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${directory} is in use by process ${pid}: PGlite allows one process at a time.`);
    this.name = 'DatabaseInUseError';
  }
}

/** Opening was asked not to create a database, and there is none (a tool run before the server ever started). */
export class NoDatabaseError extends Error {
  constructor(readonly directory: string) {
    super(`There is no database in ${directory}: start the server once to create it, or set DATA_DIR or DATABASE_URL.`);
    this.name = 'NoDatabaseError';
  }
}
