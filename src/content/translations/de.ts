import type { CatalogTranslation } from './types';

export const de = { videos: {}, categories: {}, teachers: {} } satisfies CatalogTranslation;
