/**
 * Writes the catalog's seed migration from src/content (scripts/catalogSeed.ts, decision 2507):
 *
 *   npx tsx scripts/generateCatalogSeed.ts
 *
 * Run it after any change to src/content/videos.ts, teachers.ts, teacherSlugs.ts or translations/.
 */
import { writeFileSync } from 'node:fs';
import { CATALOG_SEED_FILE, catalogSeedSql } from './catalogSeed';

writeFileSync(CATALOG_SEED_FILE, catalogSeedSql());
console.log(`Wrote ${CATALOG_SEED_FILE}`);
