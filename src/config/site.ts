/** The app's constants: every business constant of the product rules (docs/product.md). */
export const CAROUSEL_AUTOPLAY_MS = 6000;
export const INSTALL_BANNER_DELAY_MS = 3000;
export const INSTALL_DISMISS_DAYS = 7;
export const HEADER_OPAQUE_SCROLL_PX = 10;
export const VOLUME = { min: 0, max: 1, step: 0.1, initial: 1 } as const;
/** The player's 'Playback speed' menu (decision 1302); 1 is normal speed. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const FEATURED_VIDEO_COUNT = 3;
/** Videos per page of a path or teacher page; "Show more" adds the next page. */
export const CATALOG_PAGE_SIZE = 24;
export const HOME_TEACHER_COUNT = 8;
export const PATH_CATEGORY_COUNT = 8;

/**
 * The auth flow the client uses (docs/product.md#constants). Its timing constants there (refresh tick, threshold,
 * retry backoff, key-set cache) are @supabase/auth-js's own defaults, which the app leaves as they are.
 */
export const AUTH_FLOW_TYPE = 'implicit';

/** Session-storage key holding a path to restore into the address bar at start-up (see docs/decisions). */
export const REDIRECT_STORAGE_KEY = 'redirect';
