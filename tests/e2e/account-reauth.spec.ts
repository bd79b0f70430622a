import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../support/databases';
import { uniqueEmail } from '../support/uniqueEmail';
import { createConfirmedUser, field, PASSWORD, signIn, signInThroughForm, toastWith } from './support/auth';
import { waitForMail } from './support/mail';
import { browserSuiteServerEnv } from './support/serverEnv';

/**
 * The reauthentication step of a password change (decision 1223) needs a server with AUTH_SECURE_PASSWORD_CHANGE
 * on and a session older than 24 h: this file starts its own built server on PostgreSQL, where the test can age
 * the session. It runs where TEST_DATABASE_URL is set (CI).
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const baseURL = `http://localhost:${port}`;

// Skipped without PostgreSQL, and only then: the embedded database lives inside the server process, so the test
// could not reach it to age the session. CI and `.ci/run` always set TEST_DATABASE_URL, so there it runs.
test.skip(!POSTGRES_BASE_URL, 'needs TEST_DATABASE_URL (PostgreSQL) to age a session');
test.use({ baseURL });
test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | undefined;
let dataDir = '';
let database: ScratchDatabase | undefined;

/** Runs `work` on a connection to the server's database. */
async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  database = await scratchDatabase('account_reauth');
  dataDir = mkdtempSync(path.join(tmpdir(), 'account-reauth-'));
  server = spawn(process.execPath, ['build/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SITE_URL: baseURL,
      ...browserSuiteServerEnv,
      AUTH_SECURE_PASSWORD_CHANGE: 'true',
    },
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => undefined))?.status, { timeout: 60_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a password change from a session older than 24 h asks for the code mailed, and sends it as the nonce', async ({ page, request }) => {
  const email = uniqueEmail('reauth');
  await createConfirmedUser(request, { email });
  await signIn(page, email);
  await inDatabase((client) => client.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = (select id from auth.users where email = $1)`, [email]));

  await page.goto('/profile');
  await field(page, 'New password').fill('calmer-still-7');
  await field(page, 'Repeat new password').fill('calmer-still-7');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toastWith(page, 'Check your email', "We've sent you a code to confirm it's you.")).toBeVisible();

  const mail = await waitForMail(request, email, /Confirm reauthentication/);
  const code = /code: (\d{6})/.exec(mail.text)?.[1] as string;
  await field(page, 'Code from your email').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and update' }).click();
  await expect(toastWith(page, 'Password update failed', 'Nonce has expired or is invalid')).toBeVisible();

  // A wrong code leaves the mailed one valid: the step stays, and the right code goes through.
  await field(page, 'Code from your email').fill(code);
  await page.getByRole('button', { name: 'Confirm and update' }).click();
  await expect(toastWith(page, 'Password updated', 'Your new password is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await signInThroughForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Sign in failed', 'Invalid login credentials')).toBeVisible();
  await signIn(page, email, 'calmer-still-7');
});
