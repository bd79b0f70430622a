import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { DatabaseInUseError, NoDatabaseError } from './errors.ts';

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; each driver is loaded only when used.
 * `existing`: a tool's open, which must not create an embedded database where there is none.
 */
export async function openDatabase(config: DatabaseConfig, options: { existing?: boolean } = {}): Promise<Database> {
  if (config.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.url, config.poolMax);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(config.dataDir, options);
}

/** openDatabase for an entry point: a database it cannot open for an operator's reason ends the process with that reason alone. */
export async function loadDatabase(config: DatabaseConfig, options: { existing?: boolean } = {}): Promise<Database> {
  try {
    return await openDatabase(config, options);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError || error instanceof NoDatabaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
