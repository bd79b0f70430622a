import type { Teacher } from './types';

/** The 20 teachers (written by the catalog content work). */
export const teachers: Teacher[] = [];
