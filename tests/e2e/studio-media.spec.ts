import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../src/lib/auth/authClient';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { createDraftVideo, createUserWithRole } from './support/editors';
import { gotoStarted } from './support/hydration';

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
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

/** A real video of about 17 MiB (three chunks of at most 6 MiB): 3 s of a noisy test pattern, barely compressed, with a tone. */
function sourceVideo(file: string): string {
  execFileSync('/usr/bin/ffmpeg', [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3',
    '-vf', 'noise=alls=20:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  expect(statSync(file).size).toBeGreaterThan(12 * MiB);
  return file;
}

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

  test('an upload cut by a lost connection resumes after a reload, is processed, gets its poster and captions, is published and plays', async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const id = `studio-media-${randomBytes(4).toString('hex')}`;
    await createDraftVideo(page.request, id, `Upload Check ${id}`);
    await signedInEditor(page);
    const file = sourceVideo(testInfo.outputPath('class.mp4'));

    // The connection drops from the second chunk on, until the reload (the client's own retries too, which would
    // otherwise finish the upload first): the real tus endpoint keeps the first.
    let patches = 0;
    await page.route('**/storage/v1/upload/resumable/**', async (route) => {
      if (route.request().method() === 'PATCH' && ++patches >= 2) return route.abort('connectionreset');
      return route.fallback();
    });
    await gotoStarted(page, `/studio/videos/${id}`);
    await mediaSection(page).getByLabel('Choose a video file').setInputFiles(file);
    await expect.poll(() => patches, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    // The rest of a small file can go up faster than a poll sees "Resuming upload" (the unit tests show it): the
    // proof is on the wire. After the reload the client asks the server where the upload stands, creates none.
    await gotoStarted(page, `/studio/videos/${id}`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const after = { asked: 0, created: 0 };
    page.on('request', (request) => {
      if (!request.url().includes('/storage/v1/upload/resumable')) return;
      if (request.method() === 'HEAD') after.asked += 1;
      if (request.method() === 'POST') after.created += 1;
    });
    await mediaSection(page).getByLabel('Choose a video file').setInputFiles(file);
    await expect(mediaSection(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 120_000 });
    expect(after.asked).toBeGreaterThan(0);
    expect(after.created).toBe(0);

    // The stored source is the file, byte for byte.
    const editorToken = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token, SESSION_STORAGE_KEY);
    const sources = await page.request.post(`/storage/v1/object/list/uploads`, {
      headers: { authorization: `Bearer ${editorToken}` },
      data: { prefix: `videos/${id}`, limit: 10 },
    });
    const [folder] = (await sources.json()) as { name: string }[];
    const stored = await page.request.get(`/storage/v1/object/uploads/videos/${id}/${folder!.name}/source`, { headers: { authorization: `Bearer ${editorToken}` } });
    expect(sha256(await stored.body())).toBe(sha256(readFileSync(file)));

    const captions = testInfo.outputPath('fr.vtt');
    writeFileSync(captions, 'WEBVTT\n\n00:03.000 --> 00:01.000\nInspirez.\n');
    const french = mediaSection(page).getByRole('listitem').filter({ hasText: 'Français' });
    await french.getByLabel('Upload captions').setInputFiles(captions);
    await expect(french).toContainText('Line 3:');
    writeFileSync(captions, 'WEBVTT\n\n00:00.500 --> 00:03.000\nInspirez.\n');
    await french.getByLabel('Upload captions').setInputFiles(captions);
    await expect(french).toContainText('Captions added');

    await mediaSection(page).getByRole('button', { name: 'Use this frame as poster' }).click();
    await expect(mediaSection(page).getByRole('img', { name: 'The video’s poster' })).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/media/videos/${id}/1/poster\\.jpg`));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // A visitor on a phone plays it: HLS from storage, renditions to choose from.
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await expect.poll(async () => (await visitor.goto(`/video/${id}`))?.status(), { timeout: 10_000 }).toBe(200);
    const segments: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes(`/storage/v1/object/public/media/videos/${id}/1/`)) segments.push(new URL(request.url()).pathname);
    });
    await visitor.getByRole('button', { name: 'Play', exact: true }).first().click();
    await expect.poll(() => visitor.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 30_000 }).toBeGreaterThan(0.5);
    expect(segments.some((segment) => segment.endsWith('.m4s'))).toBe(true);
    // The French captions the editor added are the player's: chosen, the browser shows their cue.
    await visitor.getByRole('button', { name: /^Captions: / }).click();
    await visitor.getByRole('menuitemradio', { name: 'Français', exact: true }).click();
    await visitor.evaluate(() => {
      const video = document.querySelector('video')!;
      video.pause();
      video.currentTime = 1;
    });
    await expect
      .poll(() => visitor.evaluate(() => ([...document.querySelector('video')!.textTracks].find((t) => t.mode === 'showing')?.activeCues?.[0] as VTTCue | undefined)?.text))
      .toBe('Inspirez.');
    await visitor.close();
  });
});
