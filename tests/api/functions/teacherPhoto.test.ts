import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../support/catalogFixture.ts';
import { meanSpread, pngClaiming, rawGet, sidewaysStripes, solidImage, statusBeforeBody, statusOfStreamedBody, truncatedPng } from '../support/images.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

interface Upload {
  teacher?: string;
  type?: string | null;
  body?: Uint8Array | string;
  token?: string | null;
  apikey?: string | null;
}

const MB = 1024 * 1024;
const UPLOADED = /^\/uploads\/teachers\/amara-okafor-(?<hash>[0-9a-f]{12})-256\.webp$/;

// The function reads and writes no table: one database is enough, PGlite's.
describe('POST /functions/v1/teacher-photo', () => {
  const server = suiteServer({ autoconfirm: true });
  let editor: Member;
  let member: Member;

  beforeAll(async () => {
    editor = await memberWithRole(server, 'editor');
    member = await signedInMember(server);
  });

  const headersOf = ({ type = 'image/jpeg', token, apikey = server.anonKey }: Upload): Record<string, string> => ({
    ...(type === null ? {} : { 'content-type': type }),
    ...(apikey === null ? {} : { apikey }),
    ...(token === null ? {} : { authorization: `Bearer ${token ?? editor.accessToken}` }),
  });
  const urlOf = (teacher: string) => `${server.url}/functions/v1/teacher-photo?teacher=${encodeURIComponent(teacher)}`;
  // A copy: fetch takes no Buffer (its memory may be shared).
  const bodyOf = (body: Uint8Array | string = '') => (typeof body === 'string' ? body : new Uint8Array(body));
  const upload = (init: Upload) => fetch(urlOf(init.teacher ?? 'amara-okafor'), { method: 'POST', headers: headersOf(init), body: bodyOf(init.body) });
  const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: string; message: string }) });

  async function uploaded(body: Uint8Array, type: string): Promise<string> {
    const response = await upload({ body, type });
    expect(response.status).toBe(201);
    const { image_url: imageUrl } = (await response.json()) as { image_url: string };
    expect(imageUrl).toMatch(UPLOADED);
    return imageUrl;
  }

  it('writes an editor’s JPEG as the four portrait files, square, served with a year of immutable caching', async () => {
    const imageUrl = await uploaded(await solidImage(900, 600, 'jpeg'), 'image/jpeg');
    for (const [width, format, type] of [
      [256, 'webp', 'image/webp'],
      [512, 'webp', 'image/webp'],
      [256, 'avif', 'image/avif'],
      [512, 'avif', 'image/avif'],
    ] as const) {
      const response = await fetch(`${server.url}${imageUrl.replace('-256.webp', `-${width}.${format}`)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ width, height: width, format: format === 'avif' ? 'heif' : 'webp' });
      if (format === 'avif') expect(metadata.compression).toBe('av1');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('takes a PNG too; the same file gets the same names again, another file other names', async () => {
    const png = await solidImage(400, 700, 'png');
    const first = await uploaded(png, 'image/png');
    expect(await uploaded(png, 'image/png')).toBe(first);
    expect(await uploaded(await solidImage(700, 400, 'png'), 'image/png')).not.toBe(first);
    // Decoded, not trusted by its Content-Type: a PNG sent as image/webp is still read.
    expect(await uploaded(png, 'image/webp')).toBe(first);
  });

  it('takes WebP and AVIF', async () => {
    await uploaded(await solidImage(300, 300, 'webp'), 'image/webp');
    await uploaded(await solidImage(300, 300, 'avif'), 'image/avif');
  });

  it('turns the photo upright by its EXIF orientation, and keeps no metadata', async () => {
    const imageUrl = await uploaded(await sidewaysStripes(512), 'image/jpeg');
    const portrait = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
    // Stored as vertical stripes, shown upright as horizontal ones: each row is even, each column alternates.
    expect(await meanSpread(portrait, 'rows')).toBeLessThan(40);
    expect(await meanSpread(portrait, 'columns')).toBeGreaterThan(200);
    const metadata = await sharp(portrait).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('leaves only whole files behind, no temporary one', () => {
    const names = readdirSync(path.join(server.env.DATA_DIR as string, 'uploads', 'teachers'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^amara-okafor-[0-9a-f]{12}-(256|512)\.(avif|webp)$/);
  });

  it('answers HEAD with the size and type, without the bytes', async () => {
    const imageUrl = await uploaded(await solidImage(600, 600, 'jpeg'), 'image/jpeg');
    const get = await fetch(`${server.url}${imageUrl}`);
    const length = (await get.arrayBuffer()).byteLength;
    const head = await fetch(`${server.url}${imageUrl}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(length));
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('is for editors only: a member is 403, a visitor 401 (no token, or the anon key as supabase-js sends it), no API key 401', async () => {
    const body = await solidImage(600, 600);
    expect(await refusal(await upload({ body, token: member.accessToken }))).toMatchObject({ status: 403, error: 'not_editor' });
    expect(await refusal(await upload({ body, token: null }))).toMatchObject({ status: 401, error: 'not_signed_in', message: 'Sign in to do this.' });
    expect(await refusal(await upload({ body, token: server.anonKey }))).toMatchObject({ status: 401, error: 'not_signed_in' });
    expect(await refusal(await upload({ body, token: 'not.a.token' }))).toMatchObject({ status: 401, error: 'invalid_token' });
    expect(await refusal(await upload({ body, apikey: null }))).toMatchObject({ status: 401, error: 'invalid_api_key', message: 'No API key found in request' });
    expect(await refusal(await upload({ body, apikey: 'nope' }))).toMatchObject({ status: 401, error: 'invalid_api_key', message: 'Invalid API key' });
    const admin = await memberWithRole(server, 'admin');
    expect((await upload({ body, token: admin.accessToken })).status).toBe(201);
  });

  it('refuses a teacher that is not a slug', async () => {
    const body = await solidImage(600, 600);
    for (const teacher of ['Amara-Okafor', '../amara', 'amara--okafor', '-amara', 'amara okafor', '', 'a'.repeat(101)]) {
      expect(await refusal(await upload({ body, teacher })), teacher).toMatchObject({ status: 400, error: 'invalid_teacher' });
    }
    const missing = await fetch(`${server.url}/functions/v1/teacher-photo`, { method: 'POST', headers: headersOf({}), body: bodyOf(body) });
    expect(missing.status).toBe(400);
  });

  it('refuses a file that is not a JPEG, PNG, WebP or AVIF image, in words a person understands', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600"/></svg>';
    for (const body of ['hello, not an image', svg, await solidImage(600, 600, 'gif'), new Uint8Array()]) {
      expect(await refusal(await upload({ body, type: 'image/png' }))).toEqual({
        status: 400,
        error: 'not_an_image',
        message: 'This file is not a JPEG, PNG, WebP or AVIF image.',
      });
    }
  });

  it('refuses an image under 256 px on its shorter side', async () => {
    expect(await refusal(await upload({ body: await solidImage(800, 255, 'png'), type: 'image/png' }))).toEqual({
      status: 400,
      error: 'image_too_small',
      message: 'This image is 800 × 255 pixels: a portrait needs at least 256 on its shorter side.',
    });
  });

  it('refuses a decompression bomb from its header', async () => {
    const response = await upload({ body: await pngClaiming(30_000, 30_000), type: 'image/png' });
    expect(await refusal(response)).toMatchObject({ status: 400, error: 'too_many_pixels' });
  });

  it('refuses a damaged image, whose header is sound, with 400', async () => {
    expect(await refusal(await upload({ body: await truncatedPng(400), type: 'image/png' }))).toEqual({
      status: 400,
      error: 'unreadable_image',
      message: 'This image could not be read: the file may be damaged.',
    });
  });

  it('refuses a body over 10 MB with 413, declared or streamed, without reading it', async () => {
    const headers = headersOf({});
    const declared = await statusBeforeBody(urlOf('amara-okafor'), headers, 10 * MB + 1);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ error: 'too_large', message: 'This image is larger than 10 MB: choose a smaller file.' });
    expect(await statusOfStreamedBody(urlOf('amara-okafor'), headers, 12 * MB)).toBe(413);
    // An unauthorised caller is refused before the body is read.
    expect((await statusBeforeBody(urlOf('amara-okafor'), headersOf({ token: member.accessToken }), 10 * MB + 1)).status).toBe(403);
  });

  it('refuses another Content-Type, or none, with 415', async () => {
    const body = await solidImage(600, 600);
    for (const type of ['text/plain', 'application/json', 'image/gif', 'multipart/form-data; boundary=x', null]) {
      expect(await refusal(await upload({ body, type })), String(type)).toMatchObject({ status: 415, error: 'unsupported_media_type' });
    }
  });

  it('answers an unknown function 404 in the same shape', async () => {
    const response = await fetch(`${server.url}/functions/v1/no-such-function`, { method: 'POST', headers: headersOf({}) });
    expect(await refusal(response)).toMatchObject({ status: 404, error: 'not_found' });
  });

  it('answers CORS preflights as /rest/v1 does, and its answers carry the origin', async () => {
    const preflight = (prefix: string) =>
      fetch(`${server.url}${prefix}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://studio.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type, x-client-info' },
      });
    const functions = await preflight('/functions/v1/teacher-photo');
    const rest = await preflight('/rest/v1/teachers');
    expect(functions.status).toBe(204);
    for (const name of ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age']) {
      expect(functions.headers.get(name), name).toBe(rest.headers.get(name));
    }
    const answer = await fetch(urlOf('amara-okafor'), { method: 'POST', headers: { ...headersOf({ token: member.accessToken }), origin: 'https://studio.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://studio.example');
  });
});

describe('GET /uploads/*', () => {
  const server = suiteServer();

  it('answers a missing file, a folder, and every way out of the folder with a plain 404, never a page', async () => {
    const paths = [
      '/uploads/teachers/nobody-000000000000-256.webp',
      '/uploads',
      '/uploads/',
      '/uploads/teachers',
      '/uploads/teachers/',
      '/uploads/../jwt-secret',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/teachers/..%2f..%2fjwt-secret',
      '/uploads/teachers/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/uploads/..%5cjwt-secret',
      '/uploads/teachers/.amara-okafor-256.webp.tmp',
      '/uploads/teachers/amara-okafor-256.webp%00.png',
    ];
    for (const pathname of paths) {
      const response = await rawGet(server.url, pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.type, pathname).toMatch(/^application\/json/);
      expect(response.body, pathname).not.toContain('<html');
    }
  });
});
