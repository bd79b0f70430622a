import { VOLUME } from '../../config/site';
import { translate } from '../../lib/i18n/i18n';

export interface PlayerState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  buffering: boolean;
  fullscreen: boolean;
  /** A message for the viewer when the media failed to load, else null. */
  error: string | null;
}

export interface PlayerControls {
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  seek: (seconds: number) => void;
  seekBy: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  retry: () => void;
}

/** Merges a change into the player's state. */
export type PatchState = (next: Partial<PlayerState>) => void;

export const initialState: PlayerState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: VOLUME.initial,
  muted: false,
  buffering: false,
  fullscreen: false,
  error: null,
};

export function mediaErrorMessage(error: MediaError | null): string {
  return error?.code === 2 ? translate('player.errors.network') : translate('player.errors.media');
}
