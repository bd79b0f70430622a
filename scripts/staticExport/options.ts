import { parseArgs } from 'node:util';

/** What the static build needs: the build to fill, the hosted project, and the site's public origin. */
export interface StaticExportOptions {
  distDir: string;
  /** The project's URL (`https://<ref>.supabase.co`): its data API is `/rest/v1` below it. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Where the site is served (the sitemap's absolute addresses). */
  siteUrl: string;
}

const USAGE =
  'usage: VITE_SUPABASE_URL=… VITE_SUPABASE_ANON_KEY=… SITE_URL=… npm run build:static [-- --supabase-url=… --anon-key=… --site-url=… --dist=dist]';

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}\n${USAGE}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} is not an http(s) URL: ${value}\n${USAGE}`);
  return value.replace(/\/+$/, '');
}

/** The options from the command line, else the environment; an error naming each one missing. */
export function staticExportOptions(argv: string[], env: Record<string, string | undefined>): StaticExportOptions {
  const { values } = parseArgs({
    args: argv,
    options: { 'supabase-url': { type: 'string' }, 'anon-key': { type: 'string' }, 'site-url': { type: 'string' }, dist: { type: 'string' } },
    strict: true,
  });
  const given = {
    VITE_SUPABASE_URL: values['supabase-url'] ?? env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: values['anon-key'] ?? env.VITE_SUPABASE_ANON_KEY,
    SITE_URL: values['site-url'] ?? env.SITE_URL,
  };
  const missing = Object.entries(given).flatMap(([name, value]) => (value?.trim() ? [] : [name]));
  if (missing.length > 0) throw new Error(`missing ${missing.join(', ')}\n${USAGE}`);
  return {
    distDir: values.dist ?? 'dist',
    supabaseUrl: absoluteUrl('VITE_SUPABASE_URL', given.VITE_SUPABASE_URL!.trim()),
    supabaseAnonKey: given.VITE_SUPABASE_ANON_KEY!.trim(),
    siteUrl: absoluteUrl('SITE_URL', given.SITE_URL!.trim()),
  };
}
