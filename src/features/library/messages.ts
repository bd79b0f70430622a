/** Every text of the library feature (docs/product.md#library); the spec's labels stay word for word. */
export const libraryText = {
  pageTitle: 'Your Library',
  pageDescription: 'Where you left off, what you saved, and what you have watched.',
  eyebrow: 'Your practice',
  intro: 'Pick up where you paused, return to what you saved, and look back on the practices behind you.',
  loading: 'Loading your library',
  continueWatching: 'Continue watching',
  continueWatchingIntro: 'Pick up where you paused.',
  saved: 'Saved',
  history: 'History',
  watchedOn: (day: string) => `Watched ${day}`,
  empty: {
    continueWatching: 'Nothing in progress. When you pause a practice part-way, it waits for you here.',
    saved: 'Nothing saved yet. Press Save in the player to keep a practice close.',
    history: 'Your history is empty. The practices you watch will gather here, with the day you watched them.',
  },
  browse: 'Browse all videos',
} as const;
