import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, minify, transformWithOxc, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { INLINE_SCRIPT_HASHES_FILE, PAGE_TEMPLATES_FILE, type PageTemplates } from '../shared/buildOutput.ts';
import type { Locale } from '../shared/locales.ts';
import { ROOT_ELEMENT, withRoot, withoutHeroPreload } from '../shared/pageDocument.ts';
import { routeKeys, routes, type RouteKey } from '../shared/routes.ts';
import { criticalCss, type SplitStyles } from './criticalCss.ts';
import type { SampleDataApi } from './sampleDataApi.ts';
import { compiledCatalogs } from './vite/compiledCatalogs.ts';

/** Loads the app after a prerendered page's first paint; has no imports, so it is compiled on its own. */
const BOOT_SOURCE = 'src/app/boot.ts';
/** Renders the sample pages at build time, through Vite's SSR module loader. */
const SERVER_ENTRY = '/src/app/entryServer.tsx';
/** The real data API over a fresh install's catalog, loaded the same way. */
const SAMPLE_DATA_API = '/scripts/sampleDataApi.ts';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The app's stylesheet inlined into the document: a prerendered page then paints from its HTML alone,
 * one round trip sooner (the CSP allows inline styles; its fonts and images keep their absolute URLs).
 */
function withInlineStyles(html: string, readAsset: (file: string) => string): string {
  return html.replace(STYLESHEET, (_link, file: string) => `<style>${readAsset(file).replaceAll('</style', '<\\/style')}</style>`);
}

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** An executable inline script (the runtime config is a JSON data block, never run). */
const INLINE_SCRIPT = /<script type="module"[^>]*>([\s\S]+?)<\/script>/g;
/** vite-plugin-pwa's link to the web app manifest. */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">\s*/;

/**
 * The app's `<script>` and `<link rel="modulepreload">`s replaced by src/app/boot.ts, written inline (as a file it was
 * one more request before the first paint: decision 1420). Boot fetches them only after the prerendered page's first
 * paint (decision 0504), with the full stylesheet (the document inlines only what its own markup uses: decision 1415)
 * and the web app manifest (Chrome fetches a linked manifest and its icon at the load event, before the priority
 * image has painted: decision 1419).
 */
export function withBootScript(html: string, bootCode: string): string {
  const app = APP_SCRIPT.exec(html)?.[1];
  if (!app) throw new Error('prerender: no <script type="module" crossorigin src> in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const styles = [...html.matchAll(STYLESHEET)].map(([, file]) => `/${file}`);
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  if (!manifest) throw new Error('prerender: no <link rel="manifest"> in index.html');
  if (bootCode.includes('</script')) throw new Error('prerender: boot cannot be inlined (it contains </script)');
  const boot = `<script type="module" data-app="${app}" data-preload="${preloads.join(' ')}" data-styles="${styles.join(' ')}" data-manifest="${manifest}">${bootCode}</script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(MANIFEST_LINK, '').replace(APP_SCRIPT, () => boot);
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

interface ServerEntry {
  render(url: string, locale: Locale, client: unknown): Promise<{ html: string }>;
  catalogClient(url: string, anonKey: string, fetch: typeof globalThis.fetch): unknown;
}

/** The template each kind of page is rendered into: a route's key, or the 404 page's. */
export type PageKind = RouteKey | 'notFound';

/** Pages of each kind whose markup, together, uses what the kind's first paint needs (its states included). */
async function samplePaths(api: SampleDataApi): Promise<Record<PageKind, string[]>> {
  const first = async (query: string) => {
    const rows = (await (await api.fetch(`${api.url}/localized_videos?select=id,teacher_id&language=eq.en&${query}&limit=1`, { headers: { apikey: api.anonKey } })).json()) as { id: string; teacher_id: string }[];
    if (!rows[0]) throw new Error(`prerender: the sample catalog has no video with ${query}`);
    return rows[0];
  };
  const [free, premium, unavailable] = await Promise.all([first('is_premium=eq.false&playback_url=not.is.null'), first('is_premium=eq.true'), first('playback_url=is.null')]);
  const withParams: Partial<Record<PageKind, string[]>> = {
    videos: ['/videos/all', '/videos/free', '/videos/breathwork'],
    teacher: [`/teacher/${free.teacher_id}`, '/teacher/no-such-teacher'],
    video: [free, premium, unavailable].map((video) => `/video/${video.id}`).concat('/video/no-such-video'),
    notFound: ['/no-such-page'],
  };
  return Object.fromEntries([...routeKeys, 'notFound' as const].map((kind) => [kind, withParams[kind] ?? [routes[kind as RouteKey].pattern]])) as Record<PageKind, string[]>;
}

/**
 * Each kind's template: the document with, inline, the styles its sample pages use (their markup side by side),
 * the rest in a file boot.ts links after the first paint. The home page keeps index.html's hero preload slot.
 */
async function kindTemplate(
  kind: PageKind,
  bodies: string[],
  page: { template: string; splitStyles: (html: string) => Promise<SplitStyles>; writeRest: (css: string) => string },
): Promise<string> {
  const template = kind === 'home' ? page.template : withoutHeroPreload(page.template);
  const { html: trimmed, rest } = await page.splitStyles(withRoot(template, { pathname: '/', body: bodies.join('') }));
  const style = /<style>[\s\S]*?<\/style>/.exec(trimmed)?.[0];
  if (!style) throw new Error(`prerender: no inline stylesheet left for ${kind}`);
  const file = page.writeRest(rest);
  return template.replace(/<style>[\s\S]*?<\/style>/, () => style).replace(/ data-styles="[^"]*"/, ` data-styles="/${file}"`);
}

/** A Vite dev server in middleware mode, only to load src/app/entryServer.tsx and the sample data API. */
function ssrLoader(config: ResolvedConfig): Promise<ViteDevServer> {
  return createServer({
    root: config.root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react(), compiledCatalogs()],
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, watch: null },
  });
}

/** The lazily loaded chunk of each page module, as boot.ts names them to fetch (dist/page-templates.json). */
function pageChunks(root: string, dynamicChunks: Map<string, string>): Record<string, string> {
  return Object.fromEntries([...dynamicChunks].map(([module, file]) => [`/${path.relative(root, module)}`, file]));
}

/**
 * Vite plugin: after a client build, the template of each kind of page (dist/page-templates.json): index.html with
 * boot.ts inline in place of the app's scripts, and the styles that kind's first paint needs. The server renders
 * every page from the catalog into its kind's template (server/pages/); the first paint needs no JavaScript, and
 * src/app/boot.ts loads the app after it.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  /** Lazily loaded chunks by the source module they start from. */
  const dynamicChunks = new Map<string, string>();
  let bootCode: string | undefined;
  return {
    name: 'stillwater:page-templates',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (config.build.ssr) return;
      // Not a second rolldown input: that changes how the app itself is split into chunks.
      const source = readFileSync(path.resolve(config.root, BOOT_SOURCE), 'utf8');
      const { code } = await transformWithOxc(source, BOOT_SOURCE, { lang: 'ts' });
      bootCode = (await minify('boot.js', code, {})).code.trim();
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId) dynamicChunks.set(chunk.facadeModuleId, chunk.fileName);
      }
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const started = Date.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!bootCode) throw new Error(`prerender: ${BOOT_SOURCE} was not compiled`);
      const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const readAsset = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      const template = withInlineStyles(withBootScript(built, bootCode), readAsset);
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} not found in index.html`);
      const splitStyles = criticalCss(outDir, [...built.matchAll(STYLESHEET)].map(([, file]) => readAsset(file as string)).join('\n'));
      const writeRest = (css: string) => {
        const file = `assets/rest-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
        writeFileSync(path.join(outDir, file), css);
        return file;
      };
      // Web fonts are not preloaded: they would sit on the critical path of the first paint (86 KB on a slow
      // link, ~0.6 s of simulated LCP); they swap in instead.

      const loader = await ssrLoader(config);
      const kinds: Partial<Record<PageKind, string>> = {};
      try {
        const entry = (await loader.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
        const api = await ((await loader.ssrLoadModule(SAMPLE_DATA_API)) as { startSampleDataApi: () => Promise<SampleDataApi> }).startSampleDataApi();
        try {
          for (const [kind, paths] of Object.entries(await samplePaths(api)) as [PageKind, string[]][]) {
            const bodies = [];
            for (const pathname of paths) bodies.push((await entry.render(pathname, 'en', entry.catalogClient(api.url, api.anonKey, api.fetch))).html);
            kinds[kind] = await kindTemplate(kind, bodies, { template, splitStyles, writeRest });
          }
        } finally {
          await api.close();
        }
      } finally {
        await loader.close();
      }
      const output: PageTemplates = { kinds: kinds as Record<PageKind, string>, chunks: pageChunks(config.root, dynamicChunks) };
      writeFileSync(path.join(outDir, PAGE_TEMPLATES_FILE), JSON.stringify(output));
      // Hashed as the documents hold them: a hash of anything else would block boot.
      const inlineScripts = new Set(Object.values(output.kinds).flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => code!)));
      writeFileSync(path.join(outDir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([...inlineScripts].map(scriptHash)));
      config.logger.info(`page templates: ${Object.keys(kinds).length} kinds in ${Date.now() - started} ms`);
    },
  };
}
