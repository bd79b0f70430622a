import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../../../server/db/database.ts';
import { migrate } from '../../../../server/db/migrate.ts';
import { openDatabase } from '../../../../server/db/open.ts';
import { scratchDatabase } from '../../../support/databases.ts';
import { pgliteTemplate } from '../../../support/pgliteTemplate.ts';

/** A migrated database of `backend` for one suite, and how to throw it away. */
export async function jobDatabase(backend: 'pglite' | 'postgres'): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (backend === 'postgres') {
    const scratch = await scratchDatabase('media');
    const db = await openDatabase({ url: scratch.url, dataDir: tmpdir(), poolMax: 4 });
    await migrate(db);
    return { db, dispose: async () => (await db.close(), await scratch.drop()) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-pglite-'));
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const db = await openDatabase({ url: undefined, dataDir, poolMax: 1 });
  await migrate(db);
  return { db, dispose: async () => (await db.close(), rmSync(dataDir, { recursive: true, force: true })) };
}
