/** The furthest page an address may ask for: far past any catalog, near enough to keep offsets small. */
const MAX_PAGE = 10_000;

/** The page an address asks for (`?page=3`), 1 when it asks for none or for something that is no page. */
export function pageParam(search: URLSearchParams): number {
  const value = search.get('page');
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

/** The address of a page of the current list: the first page has no parameter, so it has one address. */
export function pageHref(page: number): string {
  return page > 1 ? `?page=${page}` : '?';
}
