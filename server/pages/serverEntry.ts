import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE } from '../../shared/buildOutput.ts';
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
export async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const file = path.join(distDir, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
