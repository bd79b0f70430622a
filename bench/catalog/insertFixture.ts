import type { BatchStatement, Database } from '../../server/db/database.ts';
import type { CatalogFixture, FixtureTranslation } from './fixture.ts';

/** Rows per statement: well under PostgreSQL's 65,535 bound values at a dozen columns. */
const ROWS_PER_STATEMENT = 500;

/** One multi-row `insert` of `rows` (each as many values as `columns`), every value bound. */
export function multiRowInsert(table: string, columns: readonly string[], rows: readonly unknown[][]): BatchStatement {
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    if (row.length !== columns.length) throw new Error(`${table}: a row of ${row.length} values for ${columns.length} columns`);
    values.push(...row);
    return `(${row.map((_, i) => `$${values.length - row.length + i + 1}`).join(', ')})`;
  });
  return { text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values };
}

/** `multiRowInsert`s of at most ROWS_PER_STATEMENT rows each. */
export function chunkedInserts(table: string, columns: readonly string[], rows: readonly unknown[][]): BatchStatement[] {
  const statements: BatchStatement[] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) statements.push(multiRowInsert(table, columns, rows.slice(from, from + ROWS_PER_STATEMENT)));
  return statements;
}

const translationRow = ({ id, language, title, text }: FixtureTranslation) => [id, language, title, text];

/** The fixture's inserts, in an order the foreign keys accept. */
export function fixtureInserts(fixture: CatalogFixture): BatchStatement[] {
  return [
    ...chunkedInserts(
      'public.teachers',
      ['id', 'name', 'title', 'bio', 'image_url', 'created_at'],
      fixture.teachers.map((t) => [t.id, t.name, t.title, t.bio, t.image_url, t.created_at]),
    ),
    ...chunkedInserts(
      'public.videos',
      ['id', 'title', 'description', 'teacher_id', 'category', 'is_premium', 'duration_seconds', 'poster_url', 'playback_url', 'published_at'],
      fixture.videos.map((v) => [v.id, v.title, v.description, v.teacher_id, v.category, v.is_premium, v.duration_seconds, v.poster_url, v.playback_url, v.published_at]),
    ),
    ...chunkedInserts('public.video_translations', ['video_id', 'language', 'title', 'description'], fixture.videoTranslations.map(translationRow)),
    ...chunkedInserts('public.teacher_translations', ['teacher_id', 'language', 'title', 'bio'], fixture.teacherTranslations.map(translationRow)),
  ];
}

/** Writes the fixture in one transaction, straight to the database (a test fixture: no API, triggers as for any write). */
export async function insertFixture(db: Database, fixture: CatalogFixture): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { text, values } of fixtureInserts(fixture)) await tx.query(text, values);
  });
}
