import type { KeyboardEvent } from 'react';

export const SEEK_STEP_SECONDS = 5;

export interface PlayerKeyActions {
  togglePlay: () => void;
  toggleMute: () => void;
  seekBy: (seconds: number) => void;
  toggleFullscreen: () => void;
  toggleCaptions: () => void;
}

/**
 * The player's keyboard shortcuts: space or k play/pause, m mute, c captions, ←/→ 5 s back/forward,
 * f fullscreen. Keys that a focused control already owns (space on a button, arrows on a
 * slider) are left to that control, and an open menu owns every key (arrows, typeahead, Escape).
 * Returns true when the key was handled.
 */
export function handlePlayerKey(event: KeyboardEvent<HTMLElement>, actions: PlayerKeyActions): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  if (target.closest('[role="menu"]')) return false;
  const onSlider = target.closest('[role="slider"]') !== null;
  const onControl = target.closest('button, a, input, select, textarea') !== null;
  let run: (() => void) | undefined;
  switch (event.key.toLowerCase()) {
    case ' ':
      if (!onControl) run = actions.togglePlay;
      break;
    case 'k':
      run = actions.togglePlay;
      break;
    case 'm':
      run = actions.toggleMute;
      break;
    case 'f':
      run = actions.toggleFullscreen;
      break;
    case 'c':
      run = actions.toggleCaptions;
      break;
    case 'arrowleft':
      if (!onSlider) run = () => actions.seekBy(-SEEK_STEP_SECONDS);
      break;
    case 'arrowright':
      if (!onSlider) run = () => actions.seekBy(SEEK_STEP_SECONDS);
      break;
  }
  if (!run) return false;
  event.preventDefault();
  run();
  return true;
}
