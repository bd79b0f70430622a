/**
 * Gift codes as people see and type them (docs/premium.md#codes): 16 characters of Crockford's base 32 (80 bits),
 * stored without dashes, shown in groups of four. Typing is forgiving: case, spaces and dashes do not matter, and
 * the letters Crockford reads as digits (O as 0, I and L as 1) are read so.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
const STORED = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** The stored form of what someone typed, or null when it cannot be a code at all. */
export function normaliseCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return STORED.test(code) ? code : null;
}

/** XXXX-XXXX-XXXX-XXXX. */
export const formatCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
