import type { CatalogTranslation } from './types';

export const es = { videos: {}, categories: {}, teachers: {} } satisfies CatalogTranslation;
