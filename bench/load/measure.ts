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
export async function drain(baseUrl: string): Promise<void> {
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

/** How many turns each of two measurements taken in turns gets (see `inTurns`). */
const TURNS = 5;

/** Slices of one measurement as one: requests/s and CPU over all, p50 the slices' median, p99 the slices' highest. */
function combine(slices: Measurement[]): Measurement {
  const total = slices.reduce((sum, s) => sum + s.total, 0);
  const sum = (pick: (s: Measurement) => number) => slices.reduce((acc, s) => acc + pick(s), 0);
  const perRequest = (pick: (s: Measurement) => number | undefined) =>
    slices.some((s) => pick(s) === undefined) ? undefined : total > 0 ? sum((s) => (pick(s) ?? 0) * s.total) / total : 0;
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  const first = slices[0] as Measurement;
  const server = perRequest((s) => s.cpu?.server);
  return {
    ...first,
    rps: sum((s) => s.rps) / slices.length,
    p50: p50s[Math.floor(p50s.length / 2)] as number,
    p99: Math.max(...slices.map((s) => s.p99)),
    errors: sum((s) => s.errors),
    non2xx: sum((s) => s.non2xx),
    status5xx: sum((s) => s.status5xx),
    total,
    bytesPerResponse: perRequest((s) => s.bytesPerResponse) ?? 0,
    cpu: server === undefined ? undefined : { server, database: perRequest((s) => s.cpu?.database), client: perRequest((s) => s.cpu?.client) },
  };
}

/**
 * Two measurements of DURATION_S seconds each, taken in TURNS alternating slices (a, b, a, b…), so that on a shared
 * machine both meet the same load: for a ratio of the two (decision 2435). Each is given the seconds of its slice.
 */
export async function inTurns(
  a: (seconds: number) => Promise<Measurement>,
  b: (seconds: number) => Promise<Measurement>,
): Promise<[Measurement, Measurement]> {
  const seconds = DURATION_S / TURNS;
  const as: Measurement[] = [];
  const bs: Measurement[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    as.push(await a(seconds));
    bs.push(await b(seconds));
  }
  return [combine(as), combine(bs)];
}
