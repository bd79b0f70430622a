import { invalidPreferences } from '../errors.ts';

/** What a client asks for in `Prefer` (PostgREST's preferences this server honours). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

/**
 * Every `Prefer` header, comma-separated `name=value` items; the first of each name wins. Anything
 * else (tx=rollback: transactions always commit here, as with PostgREST's default db-tx-end;
 * timezone, params, max-affected) is ignored, or refused with 400 PGRST122 under handling=strict.
 */
export function parsePreferences(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const preferences: Record<string, string> = {};
  const invalid: string[] = [];
  let strict = false;
  for (const item of items) {
    const [name = '', value = ''] = item.split('=', 2).map((part) => part.trim());
    if (name === 'handling' && (value === 'strict' || value === 'lenient')) strict = value === 'strict';
    else if (ACCEPTED[name]?.includes(value)) preferences[name] ??= value;
    else invalid.push(item);
  }
  if (strict && invalid.length > 0) throw invalidPreferences(invalid);
  return preferences as Preferences;
}

/** `Preference-Applied`, in PostgREST's order, for the preferences a response honoured. */
export function appliedPreferences(applied: Preferences): string | undefined {
  const parts = [
    applied.resolution && `resolution=${applied.resolution}`,
    applied.return && `return=${applied.return}`,
    applied.count && `count=${applied.count}`,
    applied.missing && `missing=${applied.missing}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
