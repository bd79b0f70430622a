/** A teacher's slug from their name: lowercase words (accents dropped) joined by hyphens, as the id check wants. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** The rule the database checks a slug against (teachers_id_is_slug). */
export const isSlug = (value: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 100;
