import type { LibrarySnapshot, VideoLibrary, WatchProgress } from '../../components/video/videoLibrary';
import { emptyLibrary } from '../../components/video/videoLibrary';
import type { DataClient } from '../../lib/data/dataClient';
import { isCompleted, isRetryable, retryDelayMs } from './rules';

/** A visitor's progress on this device, by video id. */
export const VISITOR_KEY = 'stillwater.library.visitor';
/** A member's saves that have not reached the server yet, oldest first. */
export const OUTBOX_KEY = 'stillwater.library.outbox';

/** A save waiting for the server; the newest save of a video replaces an older one still waiting. */
export type PendingSave =
  | { userId: string; kind: 'progress'; progress: WatchProgress }
  | { userId: string; kind: 'saved'; videoId: string; saved: boolean; at: string };

export type Account = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

export interface LibraryStoreOptions {
  loadClient: () => Promise<DataClient>;
  storage?: () => Storage;
  now?: () => Date;
}

export interface LibraryStore extends VideoLibrary {
  setAccount: (account: Account) => void;
}

const keyOf = (save: PendingSave) => `${save.userId}/${save.kind}/${save.kind === 'progress' ? save.progress.videoId : save.videoId}`;
const timeOf = (save: PendingSave) => (save.kind === 'progress' ? save.progress.updatedAt : save.at);

function isProgress(value: unknown): value is WatchProgress {
  const p = value as WatchProgress;
  return (
    typeof p === 'object' && p !== null && typeof p.videoId === 'string' && typeof p.positionSeconds === 'number' &&
    typeof p.durationSeconds === 'number' && typeof p.completed === 'boolean' && typeof p.updatedAt === 'string'
  );
}

class RequestFailed extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Throws a RequestFailed for a postgrest-js answer with an error. */
function check<T>({ data, error, status }: { data: T; error: { message: string } | null; status: number }): T {
  if (error) throw new RequestFailed(status, error.message);
  return data;
}

/**
 * The library's one store (docs/decisions/1620): the progress and saved videos the pages show, the device's
 * copy of a visitor's progress, and a member's outbox of saves with retry and back-off. Every save lands on
 * the device first, so a dropped network loses nothing; the outbox is sent when the server answers again.
 */
export function createLibraryStore({
  loadClient,
  storage = () => window.localStorage,
  now = () => new Date(),
}: LibraryStoreOptions): LibraryStore {
  let snapshot: LibrarySnapshot = emptyLibrary;
  let account: Account = { status: 'loading' };
  /** Bumped on every account change: an answer for an older account is dropped. */
  let generation = 0;
  let sending = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const emit = (next: LibrarySnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  function read<T>(key: string, fallback: T): T {
    try {
      const raw = storage().getItem(key);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  }
  function write(key: string, value: unknown): void {
    try {
      if (value === undefined) storage().removeItem(key);
      else storage().setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the save still reaches memory, and the server for a member.
    }
  }

  const readVisitor = () => Object.values(read<Record<string, unknown>>(VISITOR_KEY, {})).filter(isProgress);
  const readOutbox = () => read<PendingSave[]>(OUTBOX_KEY, []);
  const userId = () => (account.status === 'signed-in' ? account.userId : undefined);

  function enqueue(save: PendingSave): void {
    const key = keyOf(save);
    write(OUTBOX_KEY, [...readOutbox().filter((waiting) => keyOf(waiting) !== key), save]);
  }
  function dequeue(sent: PendingSave): void {
    // A newer save of the same video may have replaced it while it was on its way: that one stays.
    write(OUTBOX_KEY, readOutbox().filter((waiting) => keyOf(waiting) !== keyOf(sent) || timeOf(waiting) !== timeOf(sent)));
  }

  async function send(save: PendingSave): Promise<void> {
    const client = await loadClient();
    if (save.kind === 'progress') {
      const { videoId, positionSeconds, durationSeconds, completed, updatedAt } = save.progress;
      check(
        await client
          .from('watch_progress')
          .upsert(
            { video_id: videoId, position_seconds: positionSeconds, duration_seconds: durationSeconds, completed, updated_at: updatedAt },
            { onConflict: 'user_id,video_id' },
          ),
      );
    } else if (save.saved) {
      check(await client.from('saved_videos').upsert({ video_id: save.videoId, created_at: save.at }, { onConflict: 'user_id,video_id' }));
    } else {
      check(await client.from('saved_videos').delete().eq('video_id', save.videoId));
    }
  }

  function retryLater(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, retryDelayMs(attempt));
    attempt += 1;
  }

  /** Sends the member's outbox in order; on a retryable failure, tries again after the back-off delay. */
  async function flush(): Promise<void> {
    const id = userId();
    if (sending || !id || snapshot.status !== 'member') return;
    sending = true;
    const started = generation;
    try {
      for (let save = readOutbox().find((s) => s.userId === id); save; save = readOutbox().find((s) => s.userId === id)) {
        try {
          await send(save);
        } catch (error) {
          if (started !== generation) return;
          const status = error instanceof RequestFailed ? error.status : 0;
          if (isRetryable(status)) {
            retryLater();
            return;
          }
          console.error('The library dropped a save the server refused', error);
        }
        if (started !== generation) return;
        dequeue(save);
      }
      attempt = 0;
    } finally {
      sending = false;
    }
  }

  /** A member's progress and saved videos from the server, the outbox laid over them (the later save wins). */
  async function loadMember(id: string, started: number): Promise<void> {
    try {
      const client = await loadClient();
      const [progressRows, savedRows] = await Promise.all([
        client.from('watch_progress').select('*').then(check),
        client.from('saved_videos').select('*').then(check),
      ]);
      if (started !== generation) return;
      const progress = new Map<string, WatchProgress>();
      for (const row of progressRows ?? []) {
        progress.set(row.video_id, {
          videoId: row.video_id,
          positionSeconds: Number(row.position_seconds),
          durationSeconds: Number(row.duration_seconds),
          completed: row.completed,
          updatedAt: row.updated_at,
        });
      }
      const saved = new Map((savedRows ?? []).map((row) => [row.video_id, row.created_at] as const));
      const outbox = readOutbox().filter((save) => {
        if (save.userId !== id) return true;
        if (save.kind === 'saved') {
          if (save.saved) saved.set(save.videoId, save.at);
          else saved.delete(save.videoId);
          return true;
        }
        const server = progress.get(save.progress.videoId);
        if (server && Date.parse(server.updatedAt) >= Date.parse(save.progress.updatedAt)) return false;
        progress.set(save.progress.videoId, save.progress);
        return true;
      });
      write(OUTBOX_KEY, outbox);
      attempt = 0;
      emit({ status: 'member', progress, saved });
      void flush();
    } catch (error) {
      if (started !== generation) return;
      console.error('The library could not be loaded', error);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void loadMember(id, started), retryDelayMs(attempt));
      attempt += 1;
    }
  }

  const onOnline = () => {
    if (!retryTimer) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    const id = userId();
    if (snapshot.status === 'member') void flush();
    else if (id) void loadMember(id, generation);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    setAccount(next) {
      const same =
        next.status === account.status && (next.status !== 'signed-in' || (account.status === 'signed-in' && account.userId === next.userId));
      if (same) return;
      account = next;
      generation += 1;
      attempt = 0;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (next.status === 'loading') {
        emit(emptyLibrary);
      } else if (next.status === 'signed-out') {
        emit({ status: 'visitor', progress: new Map(readVisitor().map((p) => [p.videoId, p])), saved: new Map() });
      } else {
        // Sign-in merges the visitor's progress into the account: it joins the outbox (kept on the device until
        // it lands), and the load drops any of it the account already has a later save of.
        for (const progress of readVisitor()) enqueue({ userId: next.userId, kind: 'progress', progress });
        write(VISITOR_KEY, undefined);
        emit(emptyLibrary);
        void loadMember(next.userId, generation);
      }
    },

    saveProgress(videoId, positionSeconds, durationSeconds) {
      if (!(durationSeconds > 0) || !(positionSeconds >= 0)) return;
      const position = Math.min(positionSeconds, durationSeconds);
      const progress: WatchProgress = {
        videoId,
        positionSeconds: position,
        durationSeconds,
        completed: isCompleted(position, durationSeconds),
        updatedAt: now().toISOString(),
      };
      const id = userId();
      if (id) {
        enqueue({ userId: id, kind: 'progress', progress });
        if (snapshot.status === 'member') {
          emit({ ...snapshot, progress: new Map(snapshot.progress).set(videoId, progress) });
          void flush();
        }
        return;
      }
      // A visitor, or a session not yet known: the device keeps it (merged into the account at sign-in).
      write(VISITOR_KEY, { ...read<Record<string, WatchProgress>>(VISITOR_KEY, {}), [videoId]: progress });
      if (snapshot.status === 'visitor') emit({ ...snapshot, progress: new Map(snapshot.progress).set(videoId, progress) });
    },

    setSaved(videoId, saved) {
      const id = userId();
      if (!id || snapshot.status !== 'member') return;
      const at = now().toISOString();
      enqueue({ userId: id, kind: 'saved', videoId, saved, at });
      const next = new Map(snapshot.saved);
      if (saved) next.set(videoId, at);
      else next.delete(videoId);
      emit({ ...snapshot, saved: next });
      void flush();
    },
  };
}
