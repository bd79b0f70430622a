import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

/** The one line that refuses Node `found` (e.g. "v20.20.2"), or undefined when it satisfies `required`. */
export function unsupportedNodeMessage(found: string, required: string): string | undefined {
  if (semver.satisfies(found, required, { includePrerelease: true })) return undefined;
  return `Stillwater cannot run on Node.js ${found}: it needs Node.js ${required} (package.json "engines"); Node.js 24 LTS is recommended.`;
}

/** `engines.node` of the nearest package.json that states one, above `from` (a file or folder URL). */
export function requiredNode(from: URL): string {
  for (let dir = new URL('.', from); ; dir = new URL('..', dir)) {
    const file = new URL('package.json', dir);
    const range = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { engines?: { node?: string } }).engines?.node : undefined;
    if (range) return range;
    if (dir.pathname === '/') throw new Error(`No package.json with "engines.node" above ${from.pathname}`);
  }
}

// Imported first by the entry points, so an unsupported Node is refused in one line before any other module runs.
const problem = unsupportedNodeMessage(process.version, requiredNode(new URL(import.meta.url)));
if (problem) {
  console.error(problem);
  process.exit(1);
}
