import type { MessageId } from '../../lib/i18n/i18n';
import type { DownloadQuality } from '../../lib/offline/downloadLedger';

/** "Standard · 540p", "High · 720p", "Audio only". */
export const QUALITY_LABELS = {
  standard: 'offline.quality.standard',
  high: 'offline.quality.high',
  audio: 'offline.quality.audio',
} as const satisfies Record<DownloadQuality, MessageId>;
