import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

/** The server's own migrations (auth schema, outbox, API roles): `0001_name.sql`, … */
const serverMigrationsDir = path.join(import.meta.dirname, 'migrations');
/** The app's schema, in the Supabase CLI's layout so the same files run on hosted Supabase. */
const appMigrationsDir = path.resolve(import.meta.dirname, '../../supabase/migrations');

export interface MigrationFile {
  /** The key recorded in public.schema_migrations: the file name, prefixed `supabase/` for app migrations. */
  version: string;
  path: string;
}

function sqlFiles(dir: string, pattern: RegExp, prefix: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => ({ version: prefix + file, path: path.join(dir, file) }));
}

/** Every migration in the order it is applied: the server's own first, then the app's (decision 1602). */
export function migrationFiles(): MigrationFile[] {
  return [...sqlFiles(serverMigrationsDir, /^\d{4}_.+\.sql$/, ''), ...sqlFiles(appMigrationsDir, /^\d{14}_.+\.sql$/, 'supabase/')];
}

/**
 * Apply the migrations not yet recorded, in one transaction. An advisory lock keeps two servers
 * starting at once on one PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(
      'create table if not exists public.schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ version: string }>('select version from public.schema_migrations')).rows.map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      for (const statement of splitStatements(readFileSync(file.path, 'utf8'))) await tx.query(statement);
      await tx.query('insert into public.schema_migrations (version) values ($1)', [file.version]);
      applied.push(file.version);
    }
    return applied;
  });
}

/** Split a script on semicolons at the end of a line, keeping $$-quoted bodies whole. */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*(--.*)?$/.test(line)) {
      if (current.replace(/--.*$/gm, '').trim()) statements.push(current.trim());
      current = '';
    }
  }
  if (current.replace(/--.*$/gm, '').trim()) statements.push(current.trim());
  return statements;
}
