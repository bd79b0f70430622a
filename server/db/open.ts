import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; each driver is loaded only when used. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.url, config.poolMax);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(config.dataDir);
}
