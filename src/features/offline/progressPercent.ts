import type { DownloadRecord } from '../../lib/offline/downloadLedger';

/** How far a download is, 0–100: at most 99 until it is complete (the estimate is only an estimate). */
export function progressPercent(record: Pick<DownloadRecord, 'state' | 'bytes' | 'estimatedBytes'>): number {
  if (record.state === 'complete') return 100;
  if (record.estimatedBytes <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((record.bytes / record.estimatedBytes) * 100)));
}
