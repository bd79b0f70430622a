import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../shared/premiumCode.ts';

const BITS_PER_CHARACTER = 5;

/** A new code: 80 bits from the system's CSPRNG, as 16 characters of Crockford's base 32 (decision 2651). */
export function newCode(): string {
  let bits = 0n;
  for (const byte of randomBytes((CODE_LENGTH * BITS_PER_CHARACTER) / 8)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i -= 1) code += CODE_ALPHABET[Number((bits >> BigInt(i * BITS_PER_CHARACTER)) & 31n)];
  return code;
}
