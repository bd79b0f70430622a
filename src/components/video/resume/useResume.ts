import { useEffect, useState, type RefObject } from 'react';
import type { PlayerControls } from '../playerState';
import type { WatchProgress } from '../videoLibrary';
import { useVideoLibrary } from '../videoLibrary';

/** Progress worth resuming: 10 s or more in, and not yet watched to the end (docs/decisions/1621). */
const RESUME_MIN_SECONDS = 10;

function resumePoint(progress: WatchProgress | undefined): number | null {
  if (!progress || progress.completed || progress.positionSeconds < RESUME_MIN_SECONDS) return null;
  return progress.positionSeconds;
}

export interface ResumeOffer {
  /** Where the viewer stopped, while "Resume from m:ss" / "Start over" show; null otherwise. */
  position: number | null;
  resume: () => void;
  startOver: () => void;
}

/**
 * The resume offer of one opened player (docs/decisions/1621, 2415): the saved position once the library is
 * known, until the video first plays (by the offer's buttons or any other way); then gone for good.
 */
export function useResume(
  videoId: string,
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLDivElement | null>,
  controls: Pick<PlayerControls, 'seek' | 'play'>,
): ResumeOffer {
  const { snapshot } = useVideoLibrary();
  const [played, setPlayed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlay = () => setPlayed(true);
    video.addEventListener('play', onPlay);
    return () => video.removeEventListener('play', onPlay);
  }, [videoRef]);

  const startAt = (seconds: number) => {
    // The offer's buttons go away: keep keyboard focus in the player rather than losing it to the page.
    if (containerRef.current?.contains(document.activeElement)) containerRef.current.focus();
    setPlayed(true);
    controls.seek(seconds);
    controls.play();
  };
  const position = played || snapshot.status === 'unknown' ? null : resumePoint(snapshot.progress.get(videoId));
  return { position, resume: () => startAt(position ?? 0), startOver: () => startAt(0) };
}
