import autocannon, { type Options, type Result } from 'autocannon';
import { startCpuMeter, type CpuCost } from './cpu.ts';

export interface Measurement {
  label: string;
  backend: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  status5xx: number;
  total: number;
  /** Bytes read per answer, headers included. */
  bytesPerResponse: number;
  /** CPU per request, when the run had the machine to itself (not for runs side by side). */
  cpu?: CpuCost;
}

export function summarise(label: string, backend: string, connections: number, result: Result): Measurement {
  return {
    label,
    backend,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    total: result.requests.total,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/**
 * Wait until the server has worked off what an earlier run left queued (requests whose client gave
 * up are still processed), so one run's backlog does not count against the next.
 */
async function drain(baseUrl: string): Promise<void> {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const start = performance.now();
    await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer(), () => undefined);
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One autocannon run of DURATION_S seconds, on a drained server; with `serverPid`, its CPU per request. */
export async function measure(label: string, backend: string, options: Options, serverPid?: number): Promise<Measurement> {
  await drain(new URL(options.url).origin);
  const meter = serverPid === undefined ? undefined : startCpuMeter(serverPid, backend);
  const result = await autocannon({ duration: DURATION_S, timeout: 30, ...options });
  return { ...summarise(label, backend, options.connections ?? 10, result), cpu: meter?.(result.requests.total) };
}
