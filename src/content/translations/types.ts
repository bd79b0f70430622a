import type { PathCategoryId } from '../categories';
import type { TeacherId } from '../teachers';
import type { Video } from '../types';
import type { VideoId } from '../videos';

/** Category values with a page title of their own (src/features/catalog/categoryCopy.ts); any other is titled 'Videos'. */
export type TitledCategory = 'all' | 'free' | NonNullable<Video['category']>;

/** The library-wide lists, whose intro is not a path description. */
type LibraryList = 'all' | 'free';

/**
 * The catalog's display text in one language. Keys are the literal ids of the source data, so a missing or
 * misspelt id fails the typecheck. Names, ids, slugs, durations and URLs are not translated and have no field here.
 */
export interface CatalogTranslation {
  videos: Record<VideoId, { title: string; description: string }>;
  categories: Record<PathCategoryId, { title: string; description: string }>;
  categoryCopy: {
    titles: Record<TitledCategory, string>;
    /** The title of any other category page ('Videos'). */
    fallbackTitle: string;
    intros: Record<LibraryList, string>;
    /** The intro of a category page that is neither a library list nor a path. */
    fallbackIntro: string;
  };
  /** Teacher names stay as they are. */
  teachers: Record<TeacherId, { title: string; bio: string }>;
}
