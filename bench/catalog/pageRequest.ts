import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { Locale } from '../../shared/locales.ts';

export interface PageAnswer {
  status: number;
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** Bytes on the wire (brotli), headers left out. */
  wireBytes: number;
  text: string;
}

/** One GET as a browser in `locale` asks for a page (brotli, the `lang` cookie), timed to its last byte. */
export function getPage(url: string, locale: Locale = 'en'): Promise<PageAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br', cookie: `lang=${locale}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const body = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
        resolve({ status: response.statusCode ?? 0, ms, wireBytes: body.length, text });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Asks `url` until `shows` holds of the page (polled every `everyMs`); what it took, or throws after `timeoutMs`. */
export async function pollUntil(url: string, shows: (text: string) => boolean, { everyMs = 10, timeoutMs = 30_000, locale = 'en' as Locale } = {}): Promise<number> {
  const started = performance.now();
  for (;;) {
    const page = await getPage(url, locale);
    if (shows(page.text)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not show the change within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
