import { useEffect, type RefObject } from 'react';
import type { PlayerControls } from './playerState';

/** What the lock screen, the headset and the media keys show and control. */
export interface MediaSessionInfo {
  title: string;
  artist: string;
  album: string;
  artwork: MediaImage[];
}

export const MEDIA_SESSION_SEEK_SECONDS = 10;

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // This browser does not know the action: nothing to set or clear.
  }
}

/**
 * The Media Session of one player: while it plays, the metadata (title, teacher, poster) and
 * playback state; play, pause, seek backward/forward (10 s, or the offset the system asks for) and
 * seek to a position act on the player. Everything is cleared when the player goes away.
 */
export function useMediaSession(videoRef: RefObject<HTMLVideoElement | null>, info: MediaSessionInfo, playing: boolean, controls: PlayerControls) {
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => controls.play()],
      ['pause', () => controls.pause()],
      ['seekbackward', (details) => controls.seekBy(-(details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS))],
      ['seekforward', (details) => controls.seekBy(details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && controls.seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [controls]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    if (playing) navigator.mediaSession.metadata = new MediaMetadata(info);
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [info, playing]);

  // The position lets the lock screen draw a progress bar and seek within it.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
    const update = () => {
      if (!Number.isFinite(video.duration) || video.duration <= 0) return;
      navigator.mediaSession.setPositionState({
        duration: video.duration,
        playbackRate: video.playbackRate,
        position: Math.min(video.currentTime, video.duration),
      });
    };
    const events = ['play', 'pause', 'seeked', 'ratechange', 'durationchange'];
    for (const event of events) video.addEventListener(event, update);
    return () => {
      for (const event of events) video.removeEventListener(event, update);
    };
  }, [videoRef]);
}
