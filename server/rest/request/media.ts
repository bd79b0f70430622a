import { invalidBody, mediaTypeError, unacceptableSchema } from '../errors.ts';

/** How the rows are written: a JSON array, or one object (`application/vnd.pgrst.object+json`). */
export interface ResponseShape {
  singular: boolean;
  /** `;nulls=stripped`: members whose value is null are left out. */
  stripNulls: boolean;
}

export const EXPOSED_SCHEMAS = ['public'] as const;

interface MediaRange {
  type: string;
  params: Map<string, string>;
  quality: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part, index) => {
      const [type = '', ...rest] = part.split(';').map((piece) => piece.trim());
      const params = new Map(rest.map((piece) => piece.split('=', 2).map((side) => side.trim().toLowerCase()) as [string, string]));
      const q = Number(params.get('q') ?? '1');
      return { type: type.toLowerCase(), params, quality: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.type !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/**
 * The response's shape from `Accept`, best quality first. Media types PostgREST offers and this
 * server does not (CSV, GeoJSON, plans, OpenAPI) are answered 406 PGRST107, as PostgREST answers
 * any type it cannot produce.
 */
export function negotiate(accept: string | undefined): ResponseShape {
  if (accept === undefined || accept.trim() === '') return { singular: false, stripNulls: false };
  const ranges = parseAccept(accept);
  for (const range of ranges) {
    const stripNulls = range.params.get('nulls') === 'stripped';
    if (ARRAY_TYPES.has(range.type)) return { singular: false, stripNulls: stripNulls && range.type.startsWith('application/vnd') };
    if (OBJECT_TYPES.has(range.type)) return { singular: true, stripNulls };
  }
  throw mediaTypeError(ranges.length > 0 ? ranges.map((range) => range.type) : [accept.trim()]);
}

/**
 * `Accept-Profile` (reads) or `Content-Profile` (writes) may only name an exposed schema. Returns
 * whether one was given, in which case the response names it back.
 */
export function checkProfile(profile: string | undefined): boolean {
  if (profile === undefined) return false;
  if (!(EXPOSED_SCHEMAS as readonly string[]).includes(profile)) throw unacceptableSchema(profile, EXPOSED_SCHEMAS);
  return true;
}

/** Request bodies are JSON; no Content-Type means JSON too. */
export function checkContentType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/json' || OBJECT_TYPES.has(type) || type === 'application/vnd.pgrst.array+json') return;
  throw invalidBody(`Content-Type not acceptable: ${type}`);
}
