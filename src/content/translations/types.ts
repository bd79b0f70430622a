/** A language's translation of the catalog, keyed by the ids of videos, path categories and teachers. */
export interface CatalogTranslation {
  videos: Record<string, { title: string; description: string }>;
  categories: Record<string, { title: string; description: string }>;
  teachers: Record<string, { title: string; bio: string }>;
}
