import { startBareServer } from '../load/bareServer.ts';
import { probeBrotli } from '../load/brotliProbe.ts';
import { inTurns, measure, type Measurement } from '../load/measure.ts';
import { STATIC_HEADERS, staticFile } from '../load/scenarios.ts';
import type { BuiltServer } from './builtServer.ts';

export interface ThroughputPair {
  path: string;
  ours: Measurement;
  bare: Measurement;
  brotliBytes: number;
}

/**
 * What the server answers `path` with once it has settled: a page is first sent at a quick brotli level, then at
 * the densest once that is done in the background (decision 2542), so ask until two answers agree.
 */
async function settledAnswer(url: string) {
  let previous = await probeBrotli(url, STATIC_HEADERS);
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await probeBrotli(url, STATIC_HEADERS);
    if (next.body.equals(previous.body)) return next;
    previous = next;
  }
  throw new Error(`${url}: its brotli answer did not settle`);
}

/**
 * A cached page's requests/s beside a bare Node server sending the same brotli bytes, in turns (a, b, a, b…) so
 * that both meet the same load on a shared machine (as bench/load.ts does for GET /).
 */
export async function measureCachedThroughput(server: BuiltServer, backend: string, paths: string[], connections: number): Promise<ThroughputPair[]> {
  const answers = new Map<string, Awaited<ReturnType<typeof settledAnswer>>>();
  for (const path of paths) answers.set(path, await settledAnswer(`${server.url}${path}`));
  const reference = await startBareServer({ answers: Object.fromEntries(answers) });
  try {
    const pairs: ThroughputPair[] = [];
    for (const path of paths) {
      const [ours, bare] = await inTurns(
        (seconds) => measure(`GET ${path} (cached)`, backend, { ...staticFile(server.url, path, connections), duration: seconds }, server.pid),
        (seconds) => measure(`bare, same bytes`, '-', { ...staticFile(reference.url, path, connections), duration: seconds }, reference.pid),
      );
      pairs.push({ path, ours, bare, brotliBytes: answers.get(path)?.body.length ?? 0 });
    }
    return pairs;
  } finally {
    await reference.stop();
  }
}
