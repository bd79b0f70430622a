import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU ticks of a process (Linux /proc): its own user and system time, then its waited-for children's. */
function cpuTicks(pid: number | 'self'): { own: number; children: number } {
  // Fields after the command name: utime, stime, cutime and cstime are the 12th to 15th.
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return { own: Number(fields[11]) + Number(fields[12]), children: Number(fields[13]) + Number(fields[14]) };
}

/** User plus system CPU seconds a process has used so far (Linux /proc), 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    return cpuTicks(pid).own / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of this process and of every child it has waited for (an ffmpeg run, once it has ended). */
export function selfAndChildrenCpuSeconds(): number {
  const { own, children } = cpuTicks('self');
  return (own + children) / TICKS_PER_SECOND;
}

/** CPU seconds of each PostgreSQL process on this machine (the server runs on the same host), by pid. */
function postgresCpuByPid(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) seconds.set(Number(entry), processCpuSeconds(Number(entry)));
    } catch {
      // the process ended while we looked
    }
  }
  return seconds;
}

/** PostgreSQL CPU seconds used since `before`: backends that exited meanwhile are not counted, new ones are. */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpuByPid()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** CPU seconds this process (the load generator, autocannon) has used so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuCost {
  /** Microseconds of CPU per request: the server process, PostgreSQL (none for PGlite, which runs inside the server), the load generator. */
  server: number;
  database?: number;
  /** None for a run with no load generator of its own (the database floor). */
  client?: number;
}

/** Starts a CPU meter; stopping it divides what each party used by the requests answered. */
export function startCpuMeter(serverPid: number, backend: string): (requests: number) => CpuCost {
  const server = processCpuSeconds(serverPid);
  const database = backend === 'postgres' ? postgresCpuByPid() : undefined;
  const client = ownCpuSeconds();
  return (requests) => {
    const perRequest = (seconds: number) => (requests > 0 ? (seconds * 1e6) / requests : 0);
    return {
      server: perRequest(processCpuSeconds(serverPid) - server),
      database: database && perRequest(postgresCpuSince(database)),
      client: perRequest(ownCpuSeconds() - client),
    };
  };
}
