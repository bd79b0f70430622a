import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createApiKeys } from '../../../server/auth/crypto/apiKeys';
import type { Video } from '../../../src/content/types';
import { sampleVideos } from '../../../src/content/videos';
import { downloadsKey } from '../../../src/lib/offline/downloadKeys';
import type { AccountDownloads } from '../../../src/lib/offline/downloadLedger';
import { DOWNLOADS_CACHE, offlineAccountFolder } from '../../../src/lib/offline/offlinePaths';
import { uniqueEmail } from '../../support/uniqueEmail';
import { PASSWORD, signIn } from './auth';
import { createUserWithRole, serviceHeaders } from './editors';
import { gotoStarted } from './hydration';
import { waitForServiceWorkerControl } from './install';
import { E2E_JWT_SECRET } from './serverEnv';

/** The premium sample the premium suites play (a clip of 24 s). */
export const premiumVideo = sampleVideos.find((video) => video.id === 'yin-for-deep-rest')!;

/** The quality choices of the watch page's Download, by the words it shows. */
export type QualityLabel = 'Standard' | 'High' | 'Audio only';

/** The key of the Supabase session in local storage (src/lib/auth/authClient.ts). */
const SESSION_KEY = 'supabase.auth.token';

/** The signed-in account's id, from the session the app keeps. */
export function userIdOf(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: { id?: string } } | null)?.user?.id ?? '', SESSION_KEY);
}

/** A confirmed member made with the auth admin API, signed in on `page`: their email and id. */
export async function signedInMember(page: Page): Promise<{ email: string; id: string }> {
  const email = uniqueEmail('offline');
  const response = await page.request.post('/auth/v1/admin/users', {
    headers: await serviceHeaders(),
    data: { email, password: PASSWORD, email_confirm: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  await signIn(page, email);
  return { email, id: ((await response.json()) as { id: string }).id };
}

/** A user's access token, signed in with the password grant as supabase-js does. */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const { anon } = await createApiKeys(E2E_JWT_SECRET);
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: anon }, data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Where the account's progress in the video stands on the server, in seconds (0 when it has none). */
export async function accountPosition(request: APIRequestContext, token: string, videoId: string): Promise<number> {
  const { anon } = await createApiKeys(E2E_JWT_SECRET);
  const response = await request.get(`/rest/v1/watch_progress?video_id=eq.${videoId}&select=position_seconds`, { headers: { apikey: anon, Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return Number(((await response.json()) as { position_seconds: number | string }[])[0]?.position_seconds ?? 0);
}

/** An editor gives the member Premium by hand until `until`, through the studio's function. */
export async function grantPremium(request: APIRequestContext, userId: string, until: Date): Promise<void> {
  const editor = await createUserWithRole(request, 'editor');
  const { anon } = await createApiKeys(E2E_JWT_SECRET);
  const response = await request.post('/functions/v1/member-premium', {
    headers: { apikey: anon, Authorization: `Bearer ${await accessToken(request, editor)}` },
    data: { action: 'grant', userId, until: until.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page under the service worker's control: what the installed app is before anything is downloaded. */
export async function openInstalled(page: Page): Promise<void> {
  await gotoStarted(page, '/');
  await waitForServiceWorkerControl(page);
}

/** The network is gone for the whole context: a request the service worker leaves alone fails. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/healthz').then(() => 'online', () => 'offline'))).toBe('offline');
}

export const downloadButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Download', exact: true });
export const downloadedButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Downloaded', exact: true });

/** Download, then the quality (its menu item reads "Standard · 540p, 712 KB"). */
export async function chooseDownload(page: Page, quality: QualityLabel): Promise<void> {
  await downloadButton(page).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${quality}\\b`) }).click();
}

/** On the video's watch page: Download, the quality, then the progress until it says "Downloaded". */
export async function downloadFromWatchPage(page: Page, video: Video, quality: QualityLabel): Promise<void> {
  await gotoStarted(page, `/video/${video.id}`);
  await chooseDownload(page, quality);
  await expect(downloadedButton(page)).toBeVisible({ timeout: 20_000 });
}

/** The account's downloads as the ledger holds them. */
export async function ledgerOf(page: Page, userId: string): Promise<AccountDownloads | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), downloadsKey(userId));
  return raw === null ? null : (JSON.parse(raw) as AccountDownloads);
}

/** The paths of the downloads cache under the account's folder. */
export function storedFilesOf(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(
    async ({ cacheName, folder }) => {
      if (!(await caches.has(cacheName))) return [];
      const requests = await (await caches.open(cacheName)).keys();
      return requests.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith(folder));
    },
    { cacheName: DOWNLOADS_CACHE, folder: offlineAccountFolder(userId) },
  );
}

/**
 * Before any script of the context's pages: the browser offers `freeBytes` of space to the origin (what
 * navigator.storage.estimate() says), as on a nearly full disk.
 */
export async function offerLittleSpace(context: BrowserContext, freeBytes: number): Promise<void> {
  await context.addInitScript((free) => {
    const usage = 50_000_000;
    Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ quota: usage + free, usage }), configurable: true });
  }, freeBytes);
}

/** The library's Downloads section, one item in it by its video's title, and its line of the device's space. */
export const downloadsSection = (page: Page) => page.getByRole('region', { name: 'Downloads' });
export const downloadItem = (section: Locator, video: Video) => section.getByRole('listitem').filter({ has: section.page().getByRole('link', { name: video.title, exact: true }) });
export const spaceLine = (section: Locator) => section.getByText(/ used · .+ available on this device$/);

export const playerOf = (page: Page, video: Video) => page.getByRole('group', { name: `Video player: ${video.title}` });

/** Shows captions in `language` (as the menu names it) from the player's Captions menu. */
export async function showCaptions(player: Locator, language: string): Promise<void> {
  await player.getByRole('button', { name: /^Captions/ }).click();
  await player.page().getByRole('menuitemradio', { name: language, exact: true }).click();
  await expect(player.getByRole('button', { name: `Captions: ${language}` })).toBeVisible();
}
