/*
 * Where downloaded files live: one Cache Storage cache, each file under its account and video, answered by the
 * service worker (scripts/vite/pwa.ts) with Range requests honoured. Same origin only, as Cache Storage is.
 */

export const DOWNLOADS_CACHE = 'stillwater-downloads';

/** The folder of one video's download: its master playlist is `master.m3u8` in it, the poster `poster`. */
export const offlineFolder = (userId: string, videoId: string) => `/_offline/${encodeURIComponent(userId)}/${encodeURIComponent(videoId)}/`;

/** Every file of an account is under this path. */
export const offlineAccountFolder = (userId: string) => `/_offline/${encodeURIComponent(userId)}/`;

/** Whether a player's source is a download on this device (nothing to fetch from the network to start it). */
export const isOnDevice = (src: string) => src.startsWith('/_offline/');
