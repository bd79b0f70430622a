import { openDatabase } from '../../server/db/open.ts';
import type { ApiRole, Caller } from '../../server/http/caller.ts';
import { execute, type Execution } from '../../server/rest/execute.ts';
import { planRequest } from '../../server/rest/plan.ts';
import { parseApiRequest } from '../../server/rest/request/apiRequest.ts';
import { EXPOSED_SCHEMAS } from '../../server/rest/request/media.ts';
import { loadSchemaCache } from '../../server/rest/schemaCache.ts';
import { buildStatement } from '../../server/rest/sql/statements.ts';
import { startCpuMeter } from './cpu.ts';
import { DURATION_S, type Measurement } from './measure.ts';
import type { Session } from './seed.ts';

/** The server's default DATABASE_POOL_MAX (server/config.ts): the floor holds as many connections as the server does. */
const POOL_MAX = 10;

/** A data API read, as the bench sends it over HTTP: the path below /rest/v1 and its query string. */
export interface RestRead {
  path: string;
  query: string;
}

export interface DatabaseFloor {
  /** The read's transaction, `concurrency` at a time for `seconds` (DURATION_S unless given), one member after another. */
  measure(label: string, concurrency: number, seconds?: number): Promise<Measurement>;
  close(): Promise<void>;
}

/** The claims the server verifies from a member's access token, read without verifying (the bench made the token). */
function callerOfToken(session: Session): Caller {
  const payload = session.access_token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { role: claims.role as ApiRole, claims };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/**
 * The database floor of a data API read (decision 2435): the identical transaction the data API sends for it, its
 * settings statement included, through the server's own database layer (execute.ts, node-postgres pipelined or
 * PGlite), with no HTTP, no token check and no reply. Opens its own connection to the database the server used.
 */
export async function openDatabaseFloor(
  backend: 'pglite' | 'postgres',
  where: { url?: string; dataDir: string },
  read: RestRead,
  sessions: Session[],
): Promise<DatabaseFloor> {
  const db = await openDatabase({ url: where.url, dataDir: where.dataDir, poolMax: POOL_MAX });
  const cache = await loadSchemaCache(db, EXPOSED_SCHEMAS);
  const api = parseApiRequest({ method: 'GET', path: read.path, url: `/rest/v1${read.path}?${read.query}`, headers: {}, body: undefined });
  const statement = buildStatement(planRequest(api, cache));
  const executions: Execution[] = sessions.map((session) => ({ caller: callerOfToken(session), method: 'GET', path: read.path, readOnly: true, statement }));
  return {
    async measure(label, concurrency, seconds = DURATION_S) {
      const latencies: number[] = [];
      let errors = 0;
      let n = 0;
      const meter = startCpuMeter(process.pid, backend);
      const started = performance.now();
      const until = started + seconds * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const execution = executions[n++ % executions.length] as Execution;
          const start = performance.now();
          try {
            await execute(db, execution);
            latencies.push(performance.now() - start);
          } catch {
            errors++;
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const elapsed = (performance.now() - started) / 1000;
      const { server, database } = meter(latencies.length);
      latencies.sort((a, b) => a - b);
      return {
        label,
        backend,
        connections: concurrency,
        rps: latencies.length / elapsed,
        p50: Math.round(percentile(latencies, 0.5)),
        p99: Math.round(percentile(latencies, 0.99)),
        errors,
        non2xx: 0,
        status5xx: 0,
        total: latencies.length,
        bytesPerResponse: 0,
        // The client is this process: its CPU is the "server" column (with PGlite, the engine's too), no load generator.
        cpu: { server, database },
      };
    },
    close: () => db.close(),
  };
}
