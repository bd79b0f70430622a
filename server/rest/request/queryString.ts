import { unescape } from 'node:querystring';

/**
 * The query string as ordered name/value pairs, decoded as PostgREST decodes it: `+` is a space,
 * percent-escapes are decoded leniently (a malformed one stays as written). Repeated names are
 * kept (`a=gte.1&a=lte.9` are two filters). `apikey` belongs to the gateway and is dropped.
 */
export function parseQueryString(url: string): [string, string][] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const pairs: [string, string][] = [];
  for (const part of url.slice(start + 1).split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const name = decode(equals < 0 ? part : part.slice(0, equals));
    if (name === 'apikey') continue;
    pairs.push([name, equals < 0 ? '' : decode(part.slice(equals + 1))]);
  }
  return pairs;
}

const decode = (text: string) => unescape(text.replaceAll('+', ' '));
