import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createApiKeys } from '../../server/auth/crypto/apiKeys';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { waitForServiceWorkerControl } from './support/install';

/**
 * A new deploy while a tab is open. The shared test server's build must not change under other tests,
 * so this test serves its own copy of the build, then changes sw.js in it.
 */
let distCopy: string;
let server: FastifyInstance;
let db: Database;
let origin: string;

test.beforeAll(async () => {
  const built = path.resolve(process.env.DIST_DIR ?? 'dist');
  distCopy = mkdtempSync(path.join(tmpdir(), 'stillwater-update-'));
  cpSync(built, distCopy, { recursive: true, filter: (file) => !/[\\/](media|teachers)$/.test(file) });
  const config = readConfig({ DATA_DIR: path.join(distCopy, '.data'), DIST_DIR: distCopy, JWT_SECRET: 'x'.repeat(40) });
  db = await openDatabase(config.database);
  await migrate(db);
  server = await buildApp({ config, db, keys: await createApiKeys(config.jwt.secret), logger: false });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await server?.close();
  await db?.close();
  rmSync(distCopy, { recursive: true, force: true });
});

test('a waiting new version is offered in a toast, and Reload switches to it', async ({ page }) => {
  await page.goto(`${origin}/`);
  await waitForServiceWorkerControl(page);
  const waitingWorker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none');

  // Deploy: a changed sw.js (the precompressed copies would shadow it, so they go).
  appendFileSync(path.join(distCopy, 'sw.js'), '\n// next release\n');
  rmSync(path.join(distCopy, 'sw.js.br'), { force: true });
  rmSync(path.join(distCopy, 'sw.js.gz'), { force: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const offer = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  expect(await waitingWorker()).toBe('installed');
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  await waitForServiceWorkerControl(page);
  expect(await waitingWorker()).toBe('none');
  await expect(offer).toBeHidden();
});
