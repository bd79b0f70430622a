import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserSuiteServerEnv } from './tests/e2e/support/serverEnv';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'stillwater-e2e-'));
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

const desktop = { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } };
const publishing = /(catalog-live|player-hls|studio-media)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: 'retain-on-failure', ...chromium },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: publishing },
    // Suites that publish videos of their own run after the rest, so that counts of the seeded catalog hold.
    { name: 'publishing', use: desktop, testMatch: publishing, dependencies: ['desktop'] },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      ...browserSuiteServerEnv,
    },
  },
});
