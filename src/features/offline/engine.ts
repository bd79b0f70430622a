import type { MessageId } from '../../lib/i18n/i18n';

type DownloadManager = typeof import('./downloadManager');

export type EngineResult<T> = { ok: true; value: T } | { ok: false; message: MessageId };

/**
 * One call to the download engine, loading it first: the engine is a chunk of its own, fetched on first use (the
 * quality menu opened, Cancel or Remove pressed, the library's space line), so a member who never downloads never
 * loads it. A refusal comes back as the sentence the member reads; anything else (the chunk or the server out of
 * reach) as the network's.
 */
export async function callEngine<T>(call: (engine: DownloadManager) => Promise<T> | T): Promise<EngineResult<T>> {
  let engine: DownloadManager | undefined;
  try {
    engine = await import('./downloadManager');
    return { ok: true, value: await call(engine) };
  } catch (error) {
    if (engine && error instanceof engine.DownloadRefused) return { ok: false, message: `offline.error.${error.reason}` };
    console.error('Download engine call failed', error);
    return { ok: false, message: 'offline.error.network' };
  }
}
