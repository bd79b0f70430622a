import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { PlayerControls } from '../playerState';

/**
 * A stream through the playback gate, whose token lives 4 h at most and never past the membership: `renew` asks
 * the playback function again and continues at `seconds`; `startAt` is where a renewed stream continues.
 */
export interface StreamRenewal {
  startAt: number | null;
  renew: (seconds: number) => void;
  /** The renewed stream has gone to `startAt`: a stream mounted later for another reason starts as usual. */
  resumed: () => void;
}

/** A stream that fails this long after it opened is renewed by itself; one failing sooner waits for "Try again". */
const RENEW_BY_ITSELF_AFTER_MS = 60_000;

/**
 * Keeps a gated stream playing past its token (decision 2682): a stream that fails a while after it opened (an
 * expired token is a 403 like any other failure) asks for a new one at once and continues where it was; the
 * error's "Try again" does the same. A renewed stream starts where the old one stopped. A membership that ended
 * meanwhile comes back as the preview, which ends by offering Premium as any preview does.
 */
export function useStreamRenewal(
  videoRef: RefObject<HTMLVideoElement | null>,
  renewal: StreamRenewal | undefined,
  error: string | null,
  controls: Pick<PlayerControls, 'seek' | 'play' | 'retry'>,
): () => void {
  const [openedAt] = useState(() => Date.now());
  // Where this stream starts, taken once: a renewed stream continues there, then plays on as any other.
  const startAt = useRef(renewal?.startAt ?? null);
  const renewed = useRef(false);
  const renew = () => {
    if (renewed.current || !renewal) return;
    renewed.current = true;
    renewal.renew(videoRef.current?.currentTime ?? 0);
  };

  const resumed = useEffectEvent(() => renewal?.resumed());
  useEffect(() => {
    if (startAt.current === null) return;
    controls.seek(startAt.current);
    controls.play();
    startAt.current = null;
    resumed();
  }, [controls]);

  // Asked when the stream fails, not at every render after: a stream that failed at once stays on its error.
  const renewIfLongOpen = useEffectEvent(() => {
    if (Date.now() - openedAt >= RENEW_BY_ITSELF_AFTER_MS) renew();
  });
  const failed = error !== null;
  useEffect(() => {
    if (failed) renewIfLongOpen();
  }, [failed]);

  return renewal ? renew : controls.retry;
}
