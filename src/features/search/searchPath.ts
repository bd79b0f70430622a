import { paths } from '../../../shared/routes';

/** The shareable results page of `query`: /search?q=… */
export function searchPath(query: string): string {
  return `${paths.search}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
