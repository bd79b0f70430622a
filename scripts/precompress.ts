import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Write .br and .gz beside every compressible file of the build, so the server never compresses at request time. */
const dist = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const SERVED_NEVER = new Set(['page-templates.json']);
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server's renderer (dist/ssr/) is read from disk by the server, never sent.
    if (!entry.isDirectory()) yield full;
    else if (full !== path.join(dist, 'ssr')) yield* files(full);
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || SERVED_NEVER.has(path.basename(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${dist}`);
