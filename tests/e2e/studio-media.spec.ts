import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { createDraftVideo, createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';

const MiB = 1024 * 1024;
const mediaSection = (page: Page) => page.getByRole('region', { name: 'Media' });
const publishRule = 'A video needs its media, an English title, a teacher and a poster before it is published';

async function signedInEditor(page: Page): Promise<void> {
  await signIn(page, await createUserWithRole(page.request, 'editor'));
}

/** The Media section at 390 and 1440 px: a screenshot to look at, and axe on the whole page. */
async function lookAt(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await mediaSection(page).screenshot({ path: outputPath(`${name}-${width}.png`) });
    await expectNoAxeViolations(page);
  }
}

interface TusRequest {
  method: string;
  headers: Record<string, string>;
  bodyLength: number;
}

/**
 * A stand-in for storage's tus endpoint (the storage service is built elsewhere): creates one upload, takes
 * PATCHes at the offset it holds and answers HEAD with it. The PATCHes numbered in `hold` wait unanswered until
 * `release()` (or forever, when the page goes away mid-chunk).
 */
async function fakeTusEndpoint(page: Page, hold: number[]) {
  const requests: TusRequest[] = [];
  let offset = 0;
  let length = 0;
  let patches = 0;
  let waiting: (() => Promise<void>) | undefined;
  const handle = async (route: Route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const body = request.postDataBuffer();
    requests.push({ method: request.method(), headers, bodyLength: body?.length ?? 0 });
    const tus = { 'Tus-Resumable': '1.0.0', 'Access-Control-Expose-Headers': 'Location, Upload-Offset, Upload-Length' };
    if (request.method() === 'POST') {
      length = Number(headers['upload-length']);
      return route.fulfill({ status: 201, headers: { ...tus, Location: new URL('/storage/v1/upload/resumable/fake-1', request.url()).href } });
    }
    if (request.method() === 'HEAD') return route.fulfill({ status: 200, headers: { ...tus, 'Upload-Offset': String(offset), 'Upload-Length': String(length), 'Cache-Control': 'no-store' } });
    patches++;
    const answer = async () => {
      offset += body?.length ?? 0;
      await route.fulfill({ status: 204, headers: { ...tus, 'Upload-Offset': String(offset) } });
    };
    if (hold.includes(patches)) waiting = answer;
    else await answer();
  };
  await page.route('**/storage/v1/upload/resumable', handle);
  await page.route('**/storage/v1/upload/resumable/*', handle);
  return {
    requests,
    patches: () => patches,
    release: async () => {
      await waiting?.();
      waiting = undefined;
    },
  };
}

/** `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
const metadataOf = (header: string) =>
  Object.fromEntries(header.split(',').map((pair) => {
    const [key = '', value = ''] = pair.trim().split(' ');
    return [key, Buffer.from(value, 'base64').toString('utf8')];
  }));

test.describe('the studio video page’s Media section', () => {
  // Axe at two widths and 13 MiB through routed requests take longer than the default on a shared machine.
  test.slow();

  test('New video makes a draft whose page offers "Upload video"; Publish waits for media, with the reason', async ({ page }, testInfo) => {
    await signedInEditor(page);
    await gotoStarted(page, '/studio');
    const suffix = randomBytes(3).toString('hex');
    await page.getByRole('button', { name: 'New video' }).click();
    await page.getByLabel('Title (English)').fill(`Media Check ${suffix}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`/studio/videos/media-check-${suffix}`);
    const media = mediaSection(page);
    await expect(media.getByText('Upload video')).toBeVisible();
    await expect(media.getByText('No video uploaded yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(page.getByText(publishRule)).toBeVisible();
    await lookAt(page, 'new-video', (name) => testInfo.outputPath(name));
  });

  test('a sample video is Ready: its preview, the poster button and a captions row per language', async ({ page }, testInfo) => {
    await signedInEditor(page);
    await gotoStarted(page, '/studio/videos/morning-stillness');
    const media = mediaSection(page);
    await expect(media.getByText('Ready', { exact: true })).toBeVisible();
    await expect(media.getByText('Replace video')).toBeVisible();
    await expect(media.getByRole('button', { name: 'Use this frame as poster' })).toBeVisible();
    await expect(media.getByRole('img', { name: 'The video’s poster' })).toBeVisible();
    await expect(media.getByRole('listitem')).toHaveText([/^English/, /^Español/, /^Français/, /^Deutsch/]);
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
    await lookAt(page, 'ready', (name) => testInfo.outputPath(name));
  });

  test('an upload stopped by a reload resumes from the server’s offset when the same file is picked, then asks for processing', async ({ page }, testInfo) => {
    const id = `studio-media-${randomBytes(4).toString('hex')}`;
    await createDraftVideo(page.request, id, `Upload Check ${id}`);
    await signedInEditor(page);
    const tus = await fakeTusEndpoint(page, [2, 4]);
    const processed: unknown[] = [];
    await page.route('**/functions/v1/video-media', async (route) => {
      processed.push(route.request().postDataJSON());
      await route.fulfill({ status: 202, json: { status: 'queued' } });
    });
    const file = testInfo.outputPath('clip.mp4');
    writeFileSync(file, Buffer.alloc(13 * MiB, 1));

    await gotoStarted(page, `/studio/videos/${id}`);
    await mediaSection(page).getByLabel('Choose a video file').setInputFiles(file);
    await expect(mediaSection(page).getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect.poll(tus.patches, { timeout: 30_000 }).toBe(2);
    await expect(mediaSection(page).getByRole('status').filter({ hasText: /^\d+%/ })).toBeVisible();
    await expect(mediaSection(page).getByRole('button', { name: 'Cancel' })).toBeVisible();

    const [create] = tus.requests;
    expect(create).toMatchObject({ method: 'POST', headers: { 'x-upsert': 'true', 'upload-length': String(13 * MiB) } });
    expect(create!.headers.authorization).toMatch(/^Bearer ey/);
    expect(create!.headers.authorization).not.toBe(`Bearer ${create!.headers.apikey}`);
    const metadata = metadataOf(create!.headers['upload-metadata'] ?? '');
    expect(metadata).toMatchObject({ bucketName: 'uploads', contentType: 'video/mp4', cacheControl: '3600' });
    expect(metadata.objectName).toMatch(new RegExp(`^videos/${id}/[0-9a-f-]{36}/source$`));
    expect(tus.requests[1]).toMatchObject({ method: 'PATCH', bodyLength: 6 * MiB, headers: { 'upload-offset': '0' } });

    await gotoStarted(page, `/studio/videos/${id}`);
    await mediaSection(page).getByLabel('Choose a video file').setInputFiles(file);
    await expect.poll(tus.patches, { timeout: 30_000 }).toBe(4);
    await expect(mediaSection(page).getByText('Resuming upload')).toBeVisible();
    await tus.release();
    await expect(mediaSection(page).getByText('Processing')).toBeVisible();
    expect(processed).toEqual([{ videoId: id, action: 'process', source: metadata.objectName }]);
    const afterReload = tus.requests.slice(3).map((request) => `${request.method} ${request.headers['upload-offset'] ?? ''}`);
    expect(afterReload).toEqual(['HEAD ', `PATCH ${6 * MiB}`, `PATCH ${12 * MiB}`]);
    expect(tus.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
