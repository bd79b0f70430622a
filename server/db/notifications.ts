/** What a process does with notifications (`pg_notify`) on one channel. */
export interface ChangeListener {
  /** A payload: from any process once its transaction commits, and from this process's own at its commit. */
  notify(payload: string): void;
  /**
   * Delivery stopped (false: the listening connection was lost, notifications may be missed) or
   * (re)started (true). Whatever was kept on the strength of earlier notifications is stale either way.
   */
  reset(live: boolean): void;
}

/** The transaction-local note `public.notify_change` keeps (migration 0003), read just before commit. */
export const PENDING_NOTES_SQL = "select current_setting('stillwater.notifications', true) as notes";

export interface ListenerRegistry {
  add(channel: string, listener: ChangeListener): () => void;
  channels(): string[];
  deliver(channel: string, payload: string): void;
  /** A committed transaction's own notes (`channel payload` lines), delivered at once. */
  deliverNotes(notes: unknown): void;
  reset(live: boolean): void;
}

export function createListenerRegistry(): ListenerRegistry {
  const byChannel = new Map<string, Set<ChangeListener>>();
  const all = () => [...byChannel.values()].flatMap((set) => [...set]);
  return {
    add(channel, listener) {
      const set = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, set.add(listener));
      return () => void set.delete(listener);
    },
    channels: () => [...byChannel.keys()],
    deliver(channel, payload) {
      for (const listener of byChannel.get(channel) ?? []) listener.notify(payload);
    },
    deliverNotes(notes) {
      if (typeof notes !== 'string' || !notes) return;
      for (const line of new Set(notes.split('\n'))) {
        const space = line.indexOf(' ');
        if (space > 0) this.deliver(line.slice(0, space), line.slice(space + 1));
      }
    },
    reset(live) {
      for (const listener of all()) listener.reset(live);
    },
  };
}
