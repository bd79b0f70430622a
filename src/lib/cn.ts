import { clsx, type ClassValue } from 'clsx';

/** Join conditional class names. (No tailwind-merge: it costs ~8 KB of the initial bundle; callers avoid conflicting utilities instead.) */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
