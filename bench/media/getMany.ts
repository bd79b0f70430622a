import { Agent, get } from 'node:http';
import { percentile } from '../catalog/stats.ts';

export interface ManyGets {
  seconds: number;
  /** Answers of status 200 with every byte. */
  ok: number;
  /** Failed requests and answers of another status. */
  failed: number;
  bytes: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * `amount` GETs of `url`, `connections` at a time on kept-alive connections, each body read to its end and
 * dropped. Node's own HTTP client: autocannon's spends ~20 times the server's CPU reading a segment's binary body
 * (50-65 ms a 2.5 MB segment here, 3 ms for as many zero bytes), so it measures itself. A fixed count, not a
 * duration: no answer is cut off half sent when the run ends.
 */
export async function getMany(url: string, connections: number, amount: number, headers: Record<string, string>): Promise<ManyGets> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let next = 0;
  let ok = 0;
  let failed = 0;
  let bytes = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = get(url, { agent, headers }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => {
          latencies.push(performance.now() - sent);
          bytes += length;
          if (response.statusCode === 200 && length === Number(response.headers['content-length'])) ok++;
          else failed++;
          resolve();
        });
        response.on('error', () => (failed++, resolve()));
      });
      request.on('error', () => (failed++, resolve()));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < amount) {
        next++;
        await one();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds, ok, failed, bytes, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}
