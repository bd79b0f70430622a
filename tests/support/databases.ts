import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/open.ts';
import { migrate, migrationFiles } from '../../server/db/migrate.ts';

/** The PostgreSQL server suites make their scratch databases on (CI sets TEST_DATABASE_URL). */
export const POSTGRES_BASE_URL = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: ('pglite' | 'postgres')[] = POSTGRES_BASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database `<tag>_test_…` on `base`, for one server or suite; `drop()` removes it. */
export async function scratchDatabase(tag: string, base = POSTGRES_BASE_URL): Promise<ScratchDatabase> {
  if (!base) throw new Error('scratchDatabase needs TEST_DATABASE_URL');
  const name = `${tag}_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

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
