import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, minify, transformWithOxc, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { INLINE_SCRIPT_HASHES_FILE, PRERENDERED_FILE } from '../shared/buildOutput.ts';
import { prerenderedKey, withHtmlLang, type Locale } from '../shared/locales.ts';
import { criticalCss, type SplitStyles } from './criticalCss.ts';
import { compiledCatalogs } from './vite/compiledCatalogs.ts';

/** Loads the app after a prerendered page's first paint; has no imports, so it is compiled on its own. */
const BOOT_SOURCE = 'src/app/boot.ts';
/** Renders the pages at build time, through Vite's SSR module loader. */
const PRERENDER_ENTRY = '/src/app/entryPrerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's preload of the home hero poster: useless (and competing for bandwidth) on every other page. */
const HERO_PRELOAD = /\s*<!--[^>]*LCP image[^>]*-->\s*<link rel="preload" as="image"[^>]*>/;

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

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A document whose <title> and meta description are in its language (index.html has both, in English). */
export function withDocumentMeta(html: string, meta: { title: string; description: string }): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html)) throw new Error('prerender: no <title> or meta description in index.html');
  return html
    .replace(TITLE, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

/** A page's document without the home hero's poster preload. */
export function withoutHeroPreload(html: string): string {
  return html.replace(HERO_PRELOAD, '');
}

const VIDEO_POSTER = /<video\b[^>]*\sposter="([^"]+)"/;
/** Where index.html has the hero's preload: before the icons, ahead of the inline stylesheet. */
const ICON_LINK = '<link rel="icon"';

/**
 * A watch page's largest paint is its player's poster. A `<video>` takes no fetchpriority, so the browser fetched the
 * poster late, at medium priority, behind the page's other images: preloaded at high priority from the head (the
 * server repeats it as a `Link` header), it is fetched with the document, as the home hero's poster is.
 */
export function withPosterPreload(html: string, body: string): string {
  const poster = VIDEO_POSTER.exec(body)?.[1];
  if (!poster) return html;
  if (!html.includes(ICON_LINK)) throw new Error(`prerender: no ${ICON_LINK}> in index.html`);
  return html.replace(ICON_LINK, () => `<link rel="preload" as="image" href="${poster}" fetchpriority="high">\n    ${ICON_LINK}`);
}

interface PrerenderEntry {
  LOCALES: readonly Locale[];
  render(url: string, locale: Locale): Promise<string>;
  documentMeta(locale: Locale): Promise<{ title: string; description: string }>;
  prerenderPaths(): string[];
  pageModuleFor(pathname: string): string | undefined;
}

/**
 * Each page's document with the rest of the stylesheet moved out to a file, written once per distinct content (pages
 * of a kind share one); `files` holds the ones written.
 */
function restStylesWriter(outDir: string, splitStyles: (html: string) => Promise<SplitStyles>) {
  const files = new Set<string>();
  const withRestStyles = async (html: string) => {
    const { html: trimmed, rest } = await splitStyles(html);
    const file = `assets/rest-${createHash('sha256').update(rest).digest('base64url').slice(0, 10)}.css`;
    if (!files.has(file)) writeFileSync(path.join(outDir, file), rest);
    files.add(file);
    return trimmed.replace(/ data-styles="[^"]*"/, ` data-styles="/${file}"`);
  };
  return { files, withRestStyles };
}

/** A Vite dev server in middleware mode, only to load src/app/entryPrerender.tsx and its imports. */
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

/** One page's document in one language, before its stylesheet is split: `template` with the page rendered in its root. */
async function renderPage(
  entry: PrerenderEntry,
  page: { template: string; pathname: string; locale: Locale; meta: { title: string; description: string }; chunkFor: (pageModule: string) => string | undefined },
): Promise<string> {
  const { template, pathname, locale, meta } = page;
  const body = await entry.render(pathname, locale);
  // Assets imported by modules get dev-server URLs in SSR; the app imports none, and must not start to silently.
  if (body.includes('/src/') || body.includes('/@fs/')) throw new Error(`prerender: ${pathname} references a source file`);
  const html = pathname === '/' ? template : withPosterPreload(withoutHeroPreload(template), body);
  const document = withDocumentMeta(withHtmlLang(html, locale), meta);
  const pageModule = entry.pageModuleFor(pathname);
  // Named on the root, not modulepreloaded: boot.ts fetches it beside the app after the first paint.
  let pageChunk = '';
  if (pageModule) {
    const chunk = page.chunkFor(pageModule);
    if (!chunk) throw new Error(`prerender: no lazy chunk for ${pageModule} (${pathname}); is it still lazy-imported?`);
    pageChunk = ` data-page-chunk="/${chunk}"`;
  }
  return document.replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${pathname}"${pageChunk}>${body}</div>`);
}

/**
 * Vite plugin: after a client build, render every prerendered page to HTML (src/app/entryPrerender.tsx,
 * loaded through Vite's SSR module loader) and write them, inside the built index.html, to dist/prerendered.json.
 * The first paint then needs no JavaScript; src/app/boot.ts loads the app after it and main.tsx hydrates.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  /** Lazily loaded chunks by the source module they start from. */
  const dynamicChunks = new Map<string, string>();
  let bootCode: string | undefined;
  return {
    name: 'stillwater:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      // Not a second rolldown input: that changes how the app itself is split into chunks.
      const source = readFileSync(path.resolve(config.root, BOOT_SOURCE), 'utf8');
      const { code } = await transformWithOxc(source, BOOT_SOURCE, { lang: 'ts' });
      bootCode = (await minify('boot.js', code, {})).code.trim();
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId) {
          dynamicChunks.set(chunk.facadeModuleId, chunk.fileName);
        }
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
      const splitStyles = criticalCss(outDir, [...built.matchAll(STYLESHEET)].map(([, file]) => readAsset(file as string)).join('\n'));
      const { files: restFiles, withRestStyles } = restStylesWriter(outDir, splitStyles);
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} not found in index.html`);
      // Web fonts are not preloaded: they would sit on the critical path of the first paint (86 KB on a slow
      // link, ~0.6 s of simulated LCP); they swap in instead.

      const loader = await ssrLoader(config);
      const chunkFor = (pageModule: string) => dynamicChunks.get(path.join(config.root, pageModule));
      const pages: Record<string, string> = {};
      try {
        const entry = (await loader.ssrLoadModule(PRERENDER_ENTRY)) as PrerenderEntry;
        const prerenderPaths = entry.prerenderPaths();
        for (const locale of entry.LOCALES) {
          const meta = await entry.documentMeta(locale);
          for (const pathname of prerenderPaths) {
            pages[prerenderedKey(locale, pathname)] = await withRestStyles(await renderPage(entry, { template, pathname, locale, meta, chunkFor }));
          }
        }
      } finally {
        await loader.close();
      }
      writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
      // Hashed as the documents hold them, after every transform: a hash of anything else would block boot.
      const inlineScripts = new Set(Object.values(pages).flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => code!)));
      writeFileSync(path.join(outDir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([...inlineScripts].map(scriptHash)));
      config.logger.info(`prerendered ${Object.keys(pages).length} pages (${restFiles.size} kinds of stylesheet rest) in ${Date.now() - started} ms`);
    },
  };
}
