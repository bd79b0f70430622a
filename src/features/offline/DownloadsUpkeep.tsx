import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/authState';
import { hasDownloads } from '../../lib/offline/downloadKeys';

/**
 * Keeps a signed-in account's downloads true while the app is open (upkeep.ts), loading that code only for an
 * account with downloads on this device.
 */
export function DownloadsUpkeep() {
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : null;
  useEffect(() => {
    if (!userId || !hasDownloads(userId)) return;
    const following = import('./upkeep').then(({ upkeep }) => upkeep(userId));
    return () => void following.then((stop) => stop());
  }, [userId]);
  return null;
}
