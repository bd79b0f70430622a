import type { CatalogTranslation } from './types';

export const fr = { videos: {}, categories: {}, teachers: {} } satisfies CatalogTranslation;
