import type { PathCategory } from './types';

/** The 8 path categories of the home page (written by the catalog content work). */
export const pathCategories: PathCategory[] = [];
