import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Apply numbered SQL migrations (`0001_name.sql`, …) not yet recorded, each in its own
 * transaction. An advisory lock keeps two servers starting at once on one PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(
      'create table if not exists public.schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ version: string }>('select version from public.schema_migrations')).rows.map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into public.schema_migrations (version) values ($1)', [file]);
      applied.push(file);
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
