import { useSyncExternalStore } from 'react';
import { PLAYBACK_RATES } from '../../config/site';
import { captionLanguages, type CaptionLanguage } from '../../content/captions';

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** What the viewer chose in any player, kept for the next video and the next visit. */
export interface PlayerPreferences {
  /** The captions shown, or null for off. */
  captions: CaptionLanguage | null;
  /** The language `c` turns captions back on in. */
  lastCaptions: CaptionLanguage;
  playbackRate: PlaybackRate;
}

export const PLAYER_PREFERENCES_KEY = 'stillwater:player-preferences';
export const defaultPlayerPreferences: PlayerPreferences = { captions: null, lastCaptions: 'en', playbackRate: 1 };

const isLanguage = (value: unknown): value is CaptionLanguage => captionLanguages.includes(value as CaptionLanguage);
const isRate = (value: unknown): value is PlaybackRate => PLAYBACK_RATES.includes(value as PlaybackRate);

/** Parses what storage holds, keeping each valid field and the default for anything else. */
function parse(raw: string | null): PlayerPreferences {
  let stored: Partial<Record<keyof PlayerPreferences, unknown>> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object') stored = value;
  } catch {
    // Unreadable: the defaults.
  }
  return {
    captions: stored.captions === null || isLanguage(stored.captions) ? stored.captions : defaultPlayerPreferences.captions,
    lastCaptions: isLanguage(stored.lastCaptions) ? stored.lastCaptions : defaultPlayerPreferences.lastCaptions,
    playbackRate: isRate(stored.playbackRate) ? stored.playbackRate : defaultPlayerPreferences.playbackRate,
  };
}

/** Storage may be missing or throw (private modes, blocked cookies): then nothing is remembered. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readRaw(store: Storage | undefined): string | null {
  try {
    return store?.getItem(PLAYER_PREFERENCES_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The last value read, kept while storage holds the same text (useSyncExternalStore needs a stable snapshot). */
let snapshot: { store: Storage | undefined; raw: string | null; value: PlayerPreferences } | undefined;
const listeners = new Set<() => void>();

function getSnapshot(): PlayerPreferences {
  const store = storage();
  const raw = readRaw(store);
  if (!snapshot || snapshot.store !== store || snapshot.raw !== raw) snapshot = { store, raw, value: parse(raw) };
  return snapshot.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function updatePlayerPreferences(patch: Partial<PlayerPreferences>): void {
  const current = getSnapshot();
  if (Object.entries(patch).every(([key, value]) => current[key as keyof PlayerPreferences] === value)) return;
  const next = { ...current, ...patch };
  const store = storage();
  try {
    store?.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // Not remembered; this page still follows the choice below.
  }
  // Keyed by what storage now holds: if writing failed, this page keeps the choice until storage changes.
  snapshot = { store, raw: readRaw(store), value: next };
  listeners.forEach((listener) => listener());
}

/**
 * The viewer's player preferences. Prerendered pages and hydration see the defaults (the server has no
 * storage), then the stored choice applies.
 */
export function usePlayerPreferences(): PlayerPreferences {
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultPlayerPreferences);
}
