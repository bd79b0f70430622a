import type { WatchProgress } from '../../components/video/videoLibrary';
import type { DeviceStorage } from './deviceStorage';

/** A visitor's progress on this device, by video id. */
export const VISITOR_KEY = 'stillwater.library.visitor';

function isProgress(value: unknown): value is WatchProgress {
  const p = value as WatchProgress;
  return (
    typeof p === 'object' && p !== null && typeof p.videoId === 'string' && typeof p.positionSeconds === 'number' &&
    typeof p.durationSeconds === 'number' && typeof p.completed === 'boolean' && typeof p.updatedAt === 'string'
  );
}

/** A visitor's progress, kept on the device until sign-in moves it into the account (docs/decisions/1622). */
export function createVisitorProgress(device: DeviceStorage) {
  return {
    /** Every well-formed record (a damaged one is skipped). */
    all: (): WatchProgress[] => Object.values(device.read<Record<string, unknown>>(VISITOR_KEY, {})).filter(isProgress),
    save(progress: WatchProgress): void {
      device.write(VISITOR_KEY, { ...device.read<Record<string, WatchProgress>>(VISITOR_KEY, {}), [progress.videoId]: progress });
    },
    clear: (): void => device.write(VISITOR_KEY, undefined),
  };
}

export type VisitorProgress = ReturnType<typeof createVisitorProgress>;
