import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, migrationFiles } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';

/**
 * A migrated PGlite data directory, made once per set of migrations and copied for each server:
 * creating a PGlite database from nothing (initdb) takes seconds, copying one takes milliseconds.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) hash.update(file.version).update(readFileSync(file.path));
  const template = path.join(tmpdir(), `auth-api-pglite-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(path.join(tmpdir(), 'auth-api-pglite-build-'));
  const db = await openDatabase({ url: undefined, dataDir: building, poolMax: 1 });
  await migrate(db);
  await db.close();
  try {
    renameSync(building, template);
  } catch {
    // Another test file finished first; its template is the same.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}
