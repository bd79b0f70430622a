import pg from 'pg';
import type { ListenerRegistry } from './notifications.ts';

const RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * One connection per process that LISTENs on every registered channel. When it fails, listeners
 * are told at once (reset(false)) and it reconnects with back-off; once LISTEN holds again they are
 * told so (reset(true)): notifications sent in between were lost.
 */
export function createPgListener(url: string, registry: ListenerRegistry): { ensure(): Promise<void>; live(): boolean; close(): Promise<void> } {
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    registry.reset(false);
    current.removeAllListeners('notification');
    current.on('error', () => undefined);
    void current.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(() => void connect().catch(() => undefined), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    timer.unref();
    attempt += 1;
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('error', (error) => {
        console.error('PostgreSQL LISTEN connection lost:', error.message);
        lost(next);
      });
      next.on('end', () => lost(next));
      next.on('notification', (message) => registry.deliver(message.channel, message.payload ?? ''));
      client = next;
      try {
        await next.connect();
        for (const channel of registry.channels()) await next.query(`listen "${channel}"`);
      } catch (error) {
        lost(next);
        throw error;
      }
      if (client !== next || closed) return;
      attempt = 0;
      registry.reset(true);
    })().finally(() => (connecting = undefined));
    return connecting;
  };

  return {
    async ensure() {
      if (closed) return;
      if (client && !connecting) {
        for (const channel of registry.channels()) await client.query(`listen "${channel}"`);
        return;
      }
      await connect();
    },
    live: () => client !== undefined && !connecting,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
