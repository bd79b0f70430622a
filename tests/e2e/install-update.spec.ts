import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../support/spawnServer';
import { waitForServiceWorkerControl } from './support/install';

/**
 * A new deploy while a tab is open. The shared test server's build must not change under other tests,
 * so this test serves its own copy of the build with its own server process, then changes sw.js in it.
 */
// A server of its own starts on a fresh embedded database: on a busy machine that takes longer than a test. The
// configured timeout covers the test; the hook that starts the server sets its own (hooks keep the default).
test.describe.configure({ timeout: 120_000 });

let dir: string;
let distCopy: string;
let server: SpawnedServer | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const built = path.resolve(process.env.DIST_DIR ?? 'dist');
  dir = mkdtempSync(path.join(tmpdir(), 'stillwater-update-'));
  distCopy = path.join(dir, 'dist');
  cpSync(built, distCopy, { recursive: true, filter: (file) => !/[\\/](media|teachers)$/.test(file) });
  server = await spawnServer(['build/server/main.js'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distCopy, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' },
    timeoutMs: 110_000,
  });
  origin = server.url;
});

test.afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
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
