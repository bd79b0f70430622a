/** Typed shapes of the catalog as the components show it (docs/catalog.md). */

export interface Video {
  id: string;
  title: string;
  description: string;
  /** The teacher's name. */
  instructor: string;
  /** The teacher's page, when the video has a teacher. */
  teacherId?: string;
  /** Poster image URL (the 640px WebP; responsiveImage() in images.ts gives the srcset). */
  thumbnail: string;
  /** Empty when the video cannot be played; the grid hides such videos. */
  videoUrl: string;
  /** Display text such as '30 min'. */
  duration: string;
  isPremium: boolean;
  /** The path the video is on; none: on no path page. */
  category?: string;
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
