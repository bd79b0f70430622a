import type { Video } from './types';

/** The ten sample videos of the category pages (written by the catalog content work). */
export const sampleVideos: Video[] = [];
/** The home page's three featured videos. */
export const featuredVideos: Video[] = [];
/** The hero carousel's slides (4 to 6). */
export const heroSlides: Video[] = [];
