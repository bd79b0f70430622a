import type { WatchProgress } from '../../components/video/videoLibrary';
import type { DeviceStorage } from './deviceStorage';

/** A member's saves that have not reached the server yet, oldest first. */
export const OUTBOX_KEY = 'stillwater.library.outbox';

/** A save waiting for the server; the newest save of a video replaces an older one still waiting. */
export type PendingSave =
  | { userId: string; kind: 'progress'; progress: WatchProgress }
  | { userId: string; kind: 'saved'; videoId: string; saved: boolean; at: string };

const keyOf = (save: PendingSave) => `${save.userId}/${save.kind}/${save.kind === 'progress' ? save.progress.videoId : save.videoId}`;
const timeOf = (save: PendingSave) => (save.kind === 'progress' ? save.progress.updatedAt : save.at);

/** The member outbox on the device (docs/decisions/1620): a save leaves it only once the server has it. */
export function createOutbox(device: DeviceStorage) {
  const all = () => device.read<PendingSave[]>(OUTBOX_KEY, []);
  return {
    all,
    /** The oldest save of this member still waiting. */
    next: (userId: string) => all().find((save) => save.userId === userId),
    enqueue(save: PendingSave): void {
      const key = keyOf(save);
      device.write(OUTBOX_KEY, [...all().filter((waiting) => keyOf(waiting) !== key), save]);
    },
    dequeue(sent: PendingSave): void {
      // A newer save of the same video may have replaced it while it was on its way: that one stays.
      device.write(OUTBOX_KEY, all().filter((waiting) => keyOf(waiting) !== keyOf(sent) || timeOf(waiting) !== timeOf(sent)));
    },
    replace: (saves: PendingSave[]): void => device.write(OUTBOX_KEY, saves),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
