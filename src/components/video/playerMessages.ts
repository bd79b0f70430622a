/**
 * Every text the player shows or announces, in one place so a message catalog can take them over.
 * 'Play', 'Pause' and 'Volume' are the spec's words and stay as they are.
 */
export const playerMessages = {
  player: (title: string) => `Video player: ${title}`,
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  volumeValue: (percent: number) => `${percent}%`,
  seek: 'Seek',
  /** The seek bar's value and the visible clock: "0:05 of 0:24". */
  timeOf: (elapsed: string, total: string) => `${elapsed} of ${total}`,
  elapsed: 'Elapsed',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  captions: 'Captions',
  /** The captions button names its current choice: "Captions: Off", "Captions: Español". */
  captionsButton: (choice: string) => `Captions: ${choice}`,
  captionsOff: 'Off',
  playbackSpeed: 'Playback speed',
  playbackSpeedButton: (rate: string) => `Playback speed: ${rate}`,
  rate: (rate: number) => `${rate}×`,
  pictureInPicture: 'Picture in picture',
  buffering: 'Buffering',
  tryAgain: 'Try again',
  errors: {
    network: 'The video could not be loaded. Check your connection and try again.',
    media: 'This video could not be loaded right now. Please try again in a moment.',
    stream: 'The stream could not be loaded.',
    streamUnsupported: 'This browser cannot play this stream.',
  },
} as const;

/** The library's words in the player and on cards (docs/product.md#library). */
export const libraryMessages = {
  save: 'Save',
  signInToSave: 'Sign in to save',
  signInToSaveDescription: 'Your saved videos wait for you in Your Library.',
  signIn: 'Sign In',
  resumeFrom: (time: string) => `Resume from ${time}`,
  startOver: 'Start over',
  watched: 'Watched',
} as const;
