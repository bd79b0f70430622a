import type { LibrarySnapshot, VideoLibrary, WatchProgress } from '../../components/video/videoLibrary';
import { emptyLibrary } from '../../components/video/videoLibrary';
import type { DataClient } from '../../lib/data/dataClient';
import { createDeviceStorage } from './deviceStorage';
import { createMemberSync } from './memberSync';
import { createOutbox } from './outbox';
import { isCompleted } from './rules';
import { createVisitorProgress } from './visitorProgress';

export type Account = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

export interface LibraryStoreOptions {
  loadClient: () => Promise<DataClient>;
  storage?: () => Storage;
  now?: () => Date;
}

export interface LibraryStore extends VideoLibrary {
  setAccount: (account: Account) => void;
}

const sameAccount = (a: Account, b: Account) =>
  a.status === b.status && (a.status !== 'signed-in' || (b.status === 'signed-in' && a.userId === b.userId));

/**
 * The library's one store (docs/decisions/1620): the progress and saved videos the pages show, composed of a
 * visitor's progress on the device (visitorProgress.ts), a member's outbox (outbox.ts) and its sync with the
 * server (memberSync.ts). Every save lands on the device first, so a dropped network loses nothing.
 */
export function createLibraryStore({ loadClient, storage = () => window.localStorage, now = () => new Date() }: LibraryStoreOptions): LibraryStore {
  const device = createDeviceStorage(storage);
  const visitor = createVisitorProgress(device);
  const outbox = createOutbox(device);
  let snapshot: LibrarySnapshot = emptyLibrary;
  let account: Account = { status: 'loading' };
  const listeners = new Set<() => void>();
  const emit = (next: LibrarySnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const userId = () => (account.status === 'signed-in' ? account.userId : undefined);
  const sync = createMemberSync({ loadClient, outbox, snapshot: () => snapshot, emit, userId });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    setAccount(next) {
      if (sameAccount(next, account)) return;
      account = next;
      sync.reset();
      if (next.status === 'loading') {
        emit(emptyLibrary);
      } else if (next.status === 'signed-out') {
        emit({ status: 'visitor', progress: new Map(visitor.all().map((p) => [p.videoId, p])), saved: new Map() });
      } else {
        // Sign-in merges the visitor's progress into the account (docs/decisions/1622): it joins the outbox (kept
        // on the device until it lands), and the load drops any of it the account already has a later save of.
        for (const progress of visitor.all()) outbox.enqueue({ userId: next.userId, kind: 'progress', progress });
        visitor.clear();
        emit(emptyLibrary);
        sync.load(next.userId);
      }
    },

    saveProgress(videoId, positionSeconds, durationSeconds) {
      if (!(durationSeconds > 0) || !(positionSeconds >= 0)) return;
      const position = Math.min(positionSeconds, durationSeconds);
      const completed = isCompleted(position, durationSeconds);
      const progress: WatchProgress = { videoId, positionSeconds: position, durationSeconds, completed, updatedAt: now().toISOString() };
      const id = userId();
      const withProgress = (): LibrarySnapshot => ({ ...snapshot, progress: new Map(snapshot.progress).set(videoId, progress) });
      if (id) {
        outbox.enqueue({ userId: id, kind: 'progress', progress });
        if (snapshot.status === 'member') {
          emit(withProgress());
          sync.flush();
        }
        return;
      }
      // A visitor, or a session not yet known: the device keeps it (merged into the account at sign-in).
      visitor.save(progress);
      if (snapshot.status === 'visitor') emit(withProgress());
    },

    setSaved(videoId, saved) {
      const id = userId();
      if (!id || snapshot.status !== 'member') return;
      const at = now().toISOString();
      outbox.enqueue({ userId: id, kind: 'saved', videoId, saved, at });
      const next = new Map(snapshot.saved);
      if (saved) next.set(videoId, at);
      else next.delete(videoId);
      emit({ ...snapshot, saved: next });
      sync.flush();
    },
  };
}
