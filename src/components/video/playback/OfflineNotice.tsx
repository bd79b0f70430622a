import { WifiOff } from 'lucide-react';
import { useT } from '../../../lib/i18n/useT';
import '../../../lib/offline/messages';
import type { PlaybackSource } from './usePlaybackSource';

const MESSAGES = {
  'needs-connection': 'offline.needsConnection',
  'membership-ended': 'offline.expired.membership-ended',
  unchecked: 'offline.expired.unchecked',
} as const;

/** Over the poster, offline: the video needs a connection, or why its download is gone. Calm, not an error. */
export function OfflineNotice({ reason }: { reason: NonNullable<PlaybackSource['unavailable']> }) {
  const t = useT();
  return (
    <div role="status" className="absolute inset-0 grid place-items-center bg-dusk/85 p-6 text-center">
      <div className="flex max-w-sm flex-col items-center gap-3">
        <WifiOff className="size-8 text-clay" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-ivory/90 sm:text-base">{t(MESSAGES[reason])}</p>
      </div>
    </div>
  );
}
