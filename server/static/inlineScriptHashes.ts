import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE } from '../../shared/buildOutput.ts';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built pages: boot, inlined so that no request of
 * its own sits before the first paint (decision 1420). None for a build without prerendered pages.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, INLINE_SCRIPT_HASHES_FILE);
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash))) {
    throw new Error(`${file}: expected a list of 'sha256-…' sources`);
  }
  return hashes as string[];
}
