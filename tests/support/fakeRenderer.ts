import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TEMPLATES_FILE, SERVER_ENTRY_FILE, type PageTemplates } from '../../shared/buildOutput.ts';
import { routeKeys } from '../../shared/routes.ts';

/*
 * A stand-in for the built renderer (dist/ssr/entryServer.js), for server tests that run before `vite build`:
 * a watch page reads its video's title through the data API it is given, as the real one does, so what the
 * server caches, invalidates and answers is tested against the real database; the app itself is tested in the
 * browser suites.
 */
const RENDERER = `
export function pageModuleFor() { return undefined; }
export async function documentMeta(locale) { return { title: 'Stillwater ' + locale, description: 'A temple' }; }
export function catalogClient(url, anonKey, fetch) { return { url, anonKey, fetch }; }
export async function render(url, locale, client) {
  const video = /^\\/video\\/([^/?]+)/.exec(url);
  if (!video) return { html: '<h1>' + url + '</h1>', notFound: false, catalogData: {} };
  const headers = { apikey: client.anonKey, authorization: 'Bearer ' + client.anonKey };
  const response = await client.fetch(client.url + '/localized_videos?select=title&language=eq.' + locale + '&id=eq.' + video[1], { headers });
  if (!response.ok) throw new Error('data API ' + response.status);
  const rows = await response.json();
  if (rows.length === 0) return { html: '<h1>No such video</h1>', notFound: true, catalogData: {} };
  return { html: '<h1>' + rows[0].title + '</h1>', notFound: false, catalogData: { title: rows[0].title } };
}
`;

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><meta name="description" content="x" /><link rel="icon" href="/favicon.svg">' +
  '<script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>';

/** The build files of a site rendered by the stand-in: its renderer and a template for each kind of page (or as given). */
export function fakeRendererFiles(kinds: Record<string, string> = {}): Record<string, string> {
  const templates: PageTemplates = { kinds: Object.fromEntries([...routeKeys, 'notFound'].map((kind) => [kind, kinds[kind] ?? TEMPLATE])), chunks: {} };
  return { [SERVER_ENTRY_FILE]: RENDERER, [PAGE_TEMPLATES_FILE]: JSON.stringify(templates) };
}

/** The stand-in's build files written into a dist/ folder. */
export function installFakeRenderer(distDir: string, kinds: Record<string, string> = {}): void {
  for (const [name, text] of Object.entries(fakeRendererFiles(kinds))) {
    mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    writeFileSync(path.join(distDir, name), text);
  }
}
