import { useState, type RefObject } from 'react';
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
 * known (offline, a member's saves still waiting on the device), until the video first plays (`played`: by the
 * offer's buttons or any other way); then gone for good.
 */
export function useResume(
  videoId: string,
  played: boolean,
  containerRef: RefObject<HTMLDivElement | null>,
  controls: Pick<PlayerControls, 'seek' | 'play'>,
): ResumeOffer {
  const { snapshot } = useVideoLibrary();
  // Gone at once when chosen, before the element reports its play.
  const [chosen, setChosen] = useState(false);

  const startAt = (seconds: number) => {
    // The offer's buttons go away: keep keyboard focus in the player rather than losing it to the page.
    if (containerRef.current?.contains(document.activeElement)) containerRef.current.focus();
    setChosen(true);
    controls.seek(seconds);
    controls.play();
  };
  const position = played || chosen ? null : resumePoint(snapshot.progress.get(videoId));
  return { position, resume: () => startAt(position ?? 0), startOver: () => startAt(0) };
}
