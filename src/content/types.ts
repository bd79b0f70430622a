/** Typed shapes of the hard-coded catalog (docs/product.md#catalog). */
type VideoCategory = 'yoga' | 'meditation';

export interface Video {
  id: string;
  title: string;
  description: string;
  instructor: string;
  /** Poster image URL (the 640px WebP; responsiveImage() in images.ts gives the srcset). */
  thumbnail: string;
  /** Empty when the video cannot be played; the grid hides such videos. */
  videoUrl: string;
  /** Display text such as '30 min'. */
  duration: string;
  isPremium: boolean;
  /** Present only on the category-page list. */
  category?: VideoCategory;
}

export interface Teacher {
  /** Lowercase, hyphenated form of the name. */
  id: string;
  name: string;
  title: string;
  bio: string;
  image: string;
  videos: Video[];
}

export interface PathCategory {
  id: string;
  title: string;
  description: string;
  icon: string;
  /** Tailwind gradient classes, e.g. 'from-amber-200 to-rose-300'. */
  gradient: string;
  path: string;
}
