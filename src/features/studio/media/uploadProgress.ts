import '../messages';
import { translate } from '../../../lib/i18n/i18n';

/** Where an upload stands: bytes sent of the total, and when this run started from how many bytes (a resume starts past 0). */
export interface UploadProgress {
  sent: number;
  total: number;
  startedAt: number;
  startedFrom: number;
}

/** Whole percent sent, rounded down so 100% means every byte is there. */
export const percentSent = ({ sent, total }: Pick<UploadProgress, 'sent' | 'total'>): number =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/**
 * Seconds left at this run's average rate; undefined until a second and some bytes have passed (a guess from
 * less would jump about). Bytes a resumed upload had already sent before this run do not count as speed.
 */
export function secondsLeft(progress: UploadProgress, now: number): number | undefined {
  const elapsed = (now - progress.startedAt) / 1000;
  const sentThisRun = progress.sent - progress.startedFrom;
  if (elapsed < 1 || sentThisRun <= 0) return undefined;
  return (progress.total - progress.sent) / (sentThisRun / elapsed);
}

/** "42% · about 1 min left", "42% · less than a minute left", or "42%" while the time is not known yet. */
export function uploadProgressText(progress: UploadProgress, now: number): string {
  const percent = percentSent(progress);
  const left = secondsLeft(progress, now);
  if (left === undefined) return translate('studio.media.percent', { percent });
  if (left < 60) return translate('studio.media.progressUnderMinute', { percent });
  if (left < 90 * 60) return translate('studio.media.progressMinutes', { percent, minutes: Math.round(left / 60) });
  return translate('studio.media.progressHours', { percent, hours: Math.round(left / 3600) });
}
