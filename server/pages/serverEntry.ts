import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_TEMPLATES_FILE, SERVER_ENTRY_FILE, type PageTemplates } from '../../shared/buildOutput.ts';
import type { Locale } from '../../shared/locales.ts';

/** A page as src/app/entryServer.tsx renders it. */
export interface RenderedPage {
  html: string;
  notFound: boolean;
  catalogData: Record<string, unknown>;
}

/** What the built server renderer (`vite build --ssr` of src/app/entryServer.tsx) exports. */
export interface ServerEntry {
  render(url: string, locale: Locale, client: unknown): Promise<RenderedPage>;
  documentMeta(locale: Locale): Promise<{ title: string; description: string }>;
  pageModuleFor(pathname: string): string | undefined;
  catalogClient(url: string, anonKey: string, fetch: typeof globalThis.fetch): unknown;
}

/** The build's server renderer, or undefined for a build without one (the API tests' bare index.html). */
async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const file = path.join(distDir, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/** What a page is rendered with: the build's renderer and its page templates; undefined for a build without them. */
export async function loadRenderer(distDir: string): Promise<{ entry: ServerEntry; templates: PageTemplates } | undefined> {
  const file = path.join(distDir, PAGE_TEMPLATES_FILE);
  const entry = await loadServerEntry(distDir);
  if (!entry || !existsSync(file)) return undefined;
  return { entry, templates: JSON.parse(readFileSync(file, 'utf8')) as PageTemplates };
}
