import type { SyntheticEvent } from 'react';
import { mediaErrorMessage, type PatchState } from './playerState';

type MediaEvent = SyntheticEvent<HTMLVideoElement>;

const finiteDuration = (event: MediaEvent) => {
  const { duration } = event.currentTarget;
  return Number.isFinite(duration) ? duration : 0;
};

/**
 * Handlers for the <video> element's own events: the player's state follows them, so the button, the bars and
 * the element never disagree (e.g. the end of the clip returns it to paused).
 */
export function mediaEventHandlers(patch: PatchState) {
  return {
    onPlay: () => patch({ playing: true, error: null }),
    onPlaying: () => patch({ playing: true, buffering: false }),
    onPause: () => patch({ playing: false, buffering: false }),
    onEnded: () => patch({ playing: false, buffering: false }),
    onWaiting: () => patch({ buffering: true }),
    onCanPlay: () => patch({ buffering: false }),
    onTimeUpdate: (event: MediaEvent) => patch({ currentTime: event.currentTarget.currentTime }),
    onDurationChange: (event: MediaEvent) => patch({ duration: finiteDuration(event) }),
    onLoadedMetadata: (event: MediaEvent) => patch({ duration: finiteDuration(event), error: null }),
    onVolumeChange: (event: MediaEvent) => patch({ volume: event.currentTarget.volume, muted: event.currentTarget.muted }),
    onError: (event: MediaEvent) => patch({ error: mediaErrorMessage(event.currentTarget.error), playing: false, buffering: false }),
  };
}
