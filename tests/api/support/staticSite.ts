import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/open.ts';

export interface TestSite {
  app: FastifyInstance;
  /** The temporary folder holding dist/ (and anything a test puts beside it). */
  dir: string;
  close: () => Promise<void>;
}

/**
 * The whole server (embedded database included) over a temporary dist/ holding `files`
 * (paths relative to dist/; `../name` writes beside it), for tests of what it serves.
 */
export async function startTestSite(files: Record<string, string | Buffer>): Promise<TestSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-test-'));
  const dist = path.join(dir, 'dist');
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const config = readConfig({ DATA_DIR: path.join(dir, 'data'), DIST_DIR: dist, JWT_SECRET: 'x'.repeat(40) });
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db, keys: { anon: 'anon-key-value', serviceRole: 'service' }, logger: false });
  await app.ready();
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
