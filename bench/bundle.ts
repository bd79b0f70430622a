import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Initial JS and CSS of `/` in brotli bytes: the entry script, its modulepreloads and every chunk they
 * import statically (dynamic imports, i.e. lazy routes, are not initial). Fails above budget.
 */
const BUDGET = { js: 104 * 1024, css: 15 * 1024 };
const dist = path.resolve(process.argv[2] ?? 'dist');

const brotli = (file: string) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
const entries = [...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
const css = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const js = new Set<string>();
const visit = (file: string) => {
  if (js.has(file)) return;
  js.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    visit(path.posix.join(path.posix.dirname(file), match[1]!));
  }
};
entries.forEach(visit);

const rows = [
  ...[...js].map((file) => ({ kind: 'js', file, bytes: brotli(file) })),
  ...css.map((file) => ({ kind: 'css', file, bytes: brotli(file) })),
];
const total = (kind: string) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.bytes, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('Initial bundle of / (brotli, quality 11)');
for (const row of rows) console.log(`  ${row.kind.padEnd(4)}${kb(row.bytes).padStart(10)}  ${row.file}`);
const results = [
  { kind: 'js', bytes: total('js'), budget: BUDGET.js },
  { kind: 'css', bytes: total('css'), budget: BUDGET.css },
];
let failed = false;
for (const r of results) {
  const ok = r.bytes <= r.budget;
  failed ||= !ok;
  console.log(`${r.kind.toUpperCase().padEnd(4)} ${kb(r.bytes)} of ${kb(r.budget)} budget  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (js.size === 0 || css.length === 0) {
  console.error('Found no initial JS or CSS in index.html: is this a build?');
  failed = true;
}
process.exit(failed ? 1 : 0);
