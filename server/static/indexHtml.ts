import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export interface RuntimeConfigPayload {
  /** Empty means "this origin": the app then calls /auth/v1 on whatever host served it. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface IndexDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const CONFIG_BLOCK = /<script id="app-config" type="application\/json">[^<]*<\/script>/;

/** JSON that is safe inside a <script> element: no `<` can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Read the built index.html once, fill in the runtime config, and compress it ahead of time. */
export function loadIndexDocument(file: string, config: RuntimeConfigPayload): IndexDocument {
  const html = readFileSync(file, 'utf8');
  if (!CONFIG_BLOCK.test(html)) throw new Error(`${file} has no #app-config block to fill in`);
  const filled = html.replace(
    CONFIG_BLOCK,
    `<script id="app-config" type="application/json">${scriptSafeJson(config)}</script>`,
  );
  const identity = Buffer.from(filled);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
