import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
