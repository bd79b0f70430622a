import type { LibrarySnapshot } from '../../components/video/videoLibrary';
import type { DataClient } from '../../lib/data/dataClient';
import { loadAccountLibrary, RequestFailed, sendSave, type AccountLibrary } from './libraryRequests';
import { mergeOutbox } from './mergeOutbox';
import type { Outbox, PendingSave } from './outbox';
import { createRetrySchedule } from './retrySchedule';
import { isRetryable } from './rules';

export interface MemberSyncOptions {
  loadClient: () => Promise<DataClient>;
  outbox: Outbox;
  snapshot: () => LibrarySnapshot;
  emit: (next: LibrarySnapshot) => void;
  /** The signed-in member, if any. */
  userId: () => string | undefined;
}

/**
 * A member's library and the server (docs/decisions/1620): loads the account (the outbox laid over it), sends the
 * outbox in order, and retries a failed load or send after the back-off delay, at once when the browser is back
 * online. `reset` on every account change: an answer for an older account is dropped.
 */
export function createMemberSync({ loadClient, outbox, snapshot, emit, userId }: MemberSyncOptions) {
  let generation = 0;
  let sending = false;
  const retry = createRetrySchedule();

  /** Sends one save; false when it must wait for a retry (a later send goes after it, in order). */
  async function trySend(save: PendingSave, started: number): Promise<boolean> {
    try {
      await sendSave(await loadClient(), save);
    } catch (error) {
      if (started !== generation) return false;
      if (isRetryable(error instanceof RequestFailed ? error.status : 0)) {
        retry.later(() => void flush());
        return false;
      }
      console.error('The library dropped a save the server refused', error);
    }
    if (started !== generation) return false;
    outbox.dequeue(save);
    return true;
  }

  async function flush(): Promise<void> {
    const id = userId();
    if (sending || !id || snapshot().status !== 'member') return;
    sending = true;
    const started = generation;
    try {
      for (let save = outbox.next(id); save; save = outbox.next(id)) {
        if (!(await trySend(save, started))) return;
      }
      retry.succeeded();
    } finally {
      sending = false;
    }
  }

  async function load(id: string, started: number): Promise<void> {
    try {
      const account = await loadAccountLibrary(await loadClient());
      if (started !== generation) return;
      outbox.replace(mergeOutbox(account, outbox.all(), id));
      retry.succeeded();
      emit({ status: 'member', ...account });
      void flush();
    } catch (error) {
      if (started !== generation) return;
      console.error('The library could not be loaded', error);
      // Offline (or the server down), the member's saves waiting on this device still say where they stopped: a
      // practice played from a download resumes when the app is opened again offline. Still unknown: Save waits.
      const waiting: AccountLibrary = { progress: new Map(), saved: new Map() };
      mergeOutbox(waiting, outbox.all(), id);
      emit({ status: 'unknown', ...waiting });
      retry.later(() => void load(id, started));
    }
  }

  const onOnline = () => {
    if (!retry.waiting()) return;
    retry.reset();
    const id = userId();
    if (snapshot().status === 'member') void flush();
    else if (id) void load(id, generation);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    flush: () => void flush(),
    load: (id: string) => void load(id, generation),
    reset(): void {
      generation += 1;
      retry.reset();
    },
  };
}
