import { useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth/authState';
import { hasDownloads } from '../../lib/offline/downloadLedger';

/** setTimeout's longest wait; a later expiry is looked at again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Keeps a member's downloads true while the app is open, loading the download code only for an account that has
 * downloads: on opening, when the network returns and when a premium download is due to expire (upkeep.ts). On
 * sign-out, every download of the account leaves the device (a shared device keeps no one's media).
 */
export function DownloadsUpkeep() {
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : null;
  const signedInAs = useRef<string | null>(null);

  useEffect(() => {
    const previous = signedInAs.current;
    if (state.status !== 'loading') signedInAs.current = userId;
    if (state.status === 'signed-out' && previous && hasDownloads(previous)) {
      void import('./downloadManager').then(({ removeAccountDownloads }) => removeAccountDownloads(previous));
    }
  }, [state.status, userId]);

  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const keep = () => {
      clearTimeout(timer);
      if (!hasDownloads(userId)) return;
      void import('./upkeep')
        .then(({ keepDownloads }) => keepDownloads(userId))
        .then((next) => {
          if (current && next !== null) timer = setTimeout(keep, Math.min(LONGEST_WAIT_MS, Math.max(0, next - Date.now())));
        })
        .catch((error: unknown) => console.error('Downloads could not be kept up to date', error));
    };
    keep();
    window.addEventListener('online', keep);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('online', keep);
    };
  }, [userId]);

  return null;
}
