import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_SEED_FILE, catalogSeedSql, durationSeconds, sqlLiteral } from './catalogSeed';

describe('the catalog seed migration (scripts/catalogSeed.ts)', () => {
  it('is exactly what src/content generates today: run `npx tsx scripts/generateCatalogSeed.ts` after editing the content', () => {
    expect(readFileSync(CATALOG_SEED_FILE, 'utf8')).toBe(catalogSeedSql());
  });

  it('writes literals PostgreSQL reads back unchanged, and that the line-based migration splitter cannot cut', () => {
    expect(sqlLiteral("Who Am I? It's")).toBe("'Who Am I? It''s'");
    expect(sqlLiteral('the body\u2019s centres')).toBe("'the body\u2019s centres'");
    expect(sqlLiteral('two\nlines;\r\\ and $$')).toBe("E'two\\nlines;\\r\\\\ and \\$\\$'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(false)).toBe('false');
    expect(sqlLiteral(1800)).toBe('1800');
    expect(() => sqlLiteral(Number.NaN)).toThrow('Not a finite number');
  });

  it('turns displayed durations into seconds and refuses any other form', () => {
    expect(durationSeconds('30 min')).toBe(1800);
    expect(() => durationSeconds('1 h')).toThrow('Duration "1 h" is not "<minutes> min"');
  });
});
