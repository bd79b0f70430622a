import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { FixedAnswer } from './bareServer.ts';

/**
 * One GET with a run's own headers, before the run: the run must ask for brotli and get it, else it would
 * measure the uncompressed path. Returns what the bare server is to send for the same path: the same
 * brotli bytes with the same content-type and content-encoding.
 */
export async function probeBrotli(url: string, headers: Record<string, string>): Promise<FixedAnswer> {
  if (!/(^|,)\s*br\s*(;|,|$)/i.test(headers['accept-encoding'] ?? '')) throw new Error(`${url}: the run does not send accept-encoding: br`);
  const { status, responseHeaders, body } = await new Promise<{ status: number; responseHeaders: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, responseHeaders: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  if (responseHeaders['content-encoding'] !== 'br') throw new Error(`${url} is not answered with brotli (content-encoding: ${String(responseHeaders['content-encoding'])})`);
  brotliDecompressSync(body); // throws unless the body is brotli
  return { headers: { 'content-type': String(responseHeaders['content-type']), 'content-encoding': 'br' }, body };
}
