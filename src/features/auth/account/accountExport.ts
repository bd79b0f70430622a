import type { AuthUser } from '../../../lib/auth/authState';
import { loadDataClient } from '../../../lib/data/dataClient';
import type { Database } from '../../../lib/data/schema';

type Tables = Database['public']['Tables'];

/** What "Download your data" writes: the account and the member's library rows (RLS returns only their own). */
export interface AccountExport {
  exported_at: string;
  account: { email: string; full_name: string; created_at: string };
  watch_progress: Tables['watch_progress']['Row'][];
  saved_videos: Tables['saved_videos']['Row'][];
}

/** Reads the member's library through the data API and puts it beside the account. */
export async function collectAccountExport(user: AuthUser, now: Date = new Date()): Promise<AccountExport> {
  const data = await loadDataClient();
  const [progress, saved] = await Promise.all([
    data.from('watch_progress').select('*').order('updated_at', { ascending: false }),
    data.from('saved_videos').select('*').order('created_at', { ascending: false }),
  ]);
  const failure = progress.error ?? saved.error;
  if (failure) throw new Error(failure.message);
  return {
    exported_at: now.toISOString(),
    account: { email: user.email, full_name: user.fullName ?? '', created_at: user.createdAt },
    watch_progress: progress.data ?? [],
    saved_videos: saved.data ?? [],
  };
}

/** Has the browser save `value` as a pretty-printed JSON file. */
export function downloadJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
