import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import type { Locale } from '../../shared/locales.ts';
import type { BuiltServer } from './builtServer.ts';
import type { SearchBenchOutput } from './searchInPage.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The app's search code and the bench around it as one classic script (a Vite library build, as the app's own build makes its chunks). */
async function searchBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, 'searchInPage.ts'), formats: ['iife'], name: 'searchBench' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first?.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the search bundle has no chunk');
  return chunk.code;
}

export interface DocumentsTransfer {
  /** The JSON as the data API sent it (our server does not compress it). */
  rawBytes: number;
  /** The same bytes at brotli's quick and densest levels: what a compressing proxy or hosted Supabase would send. */
  brotli5Bytes: number;
  brotli11Bytes: number;
}

export interface BrowserSearch extends SearchBenchOutput {
  locale: Locale;
  /** The complete documents' (every page's answer) and those the app loads today. */
  transfer: { complete: DocumentsTransfer; app: DocumentsTransfer };
}

function transferOf(bodies: Buffer[]): DocumentsTransfer {
  const sum = (size: (body: Buffer) => number) => bodies.reduce((total, body) => total + size(body), 0);
  return { rawBytes: sum((body) => body.length), brotli5Bytes: sum((body) => brotliBytes(body, 5)), brotli11Bytes: sum((body) => brotliBytes(body, 11)) };
}

const brotliBytes = (body: Buffer, quality: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/**
 * In headless Chromium, on a page of the server's origin, the app's search as a visitor's first search runs it:
 * `searchDocuments` over the data API with the anon key, `buildIndex`, then `searchResults` for each query
 * (`runs` times each), per language, each language in a fresh page.
 */
export async function browserSearch(server: BuiltServer, queries: Partial<Record<Locale, string[]>>, runs: number): Promise<BrowserSearch[]> {
  const script = await searchBundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const results: BrowserSearch[] = [];
    for (const [locale, list] of Object.entries(queries) as [Locale, string[]][]) {
      // The site's CSP allows its own scripts only: the bench's script is not one of them.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      // The complete documents are read with a range (offset=); the app's without.
      const bodies: { paged: boolean; body: Promise<Buffer> }[] = [];
      page.on('response', (response: Response) => {
        if (response.url().includes('/rest/v1/localized_')) bodies.push({ paged: response.url().includes('offset='), body: response.body() });
      });
      await page.goto(`${server.url}/robots.txt`);
      await page.addScriptTag({ content: script });
      const output = await page.evaluate(
        (input) => (globalThis as unknown as { runSearchBench: (i: typeof input) => Promise<SearchBenchOutput> }).runSearchBench(input),
        { restUrl: `${server.url}/rest/v1`, anonKey: server.anonKey, locale, queries: list, runs },
      );
      const answers = await Promise.all(bodies.map(async ({ paged, body }) => ({ paged, body: await body })));
      const of = (paged: boolean) => transferOf(answers.filter((answer) => answer.paged === paged).map((answer) => answer.body));
      results.push({ ...output, locale, transfer: { complete: of(true), app: of(false) } });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
