// CI, before the tests: prints what this run uses and checks, on this Node, every native part the project
// loads. The server's: argon2 (N-API), PGlite (WASM) and sharp (libvips, N-API). The build's: rolldown's Oxc binding, Lightning CSS and
// Tailwind's oxide (N-API, loaded by Vite and @tailwindcss/vite) and esbuild (a Go binary, run by tsx).
// Each is loaded on its own, so a failure names the part; any failure fails the run.
import { execFileSync } from 'node:child_process';

const checks: [string, () => string | Promise<string>][] = [
  ['Node.js', () => `${process.version} (${process.platform}-${process.arch}) at ${process.execPath}`],
  ['npm', () => command('npm', '--version')],
  ['Chromium', () => command(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', '--version')],
  ['ffmpeg', () => command('ffmpeg', '-version')],
  ['espeak-ng', () => command('espeak-ng', '--version')],
  ['PostgreSQL', postgresVersion],
  ['Redis', redisVersion],
  ['argon2', argon2],
  ['PGlite', pglite],
  ['sharp', sharpImages],
  ['rolldown', rolldown],
  ['Lightning CSS', lightningCss],
  ['Tailwind oxide', tailwindOxide],
  ['esbuild', esbuild],
];

function command(file: string, ...args: string[]): string {
  const firstLine = execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')[0]!;
  return firstLine.split(/ {2}| Copyright/)[0]!.trim();
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

async function postgresVersion(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'not used (no TEST_DATABASE_URL)';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `${rows[0]!.server_version} at ${new URL(url).host}`;
  } finally {
    await client.end();
  }
}

async function redisVersion(): Promise<string> {
  const url = process.env.REDIS_URL_TEST;
  if (!url) return 'not used (no REDIS_URL_TEST)';
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  await client.connect();
  try {
    return `${/redis_version:(\S+)/.exec(await client.info('server'))?.[1]} at ${new URL(url).host}`;
  } finally {
    client.destroy();
  }
}

async function argon2(): Promise<string> {
  const { hash, verify } = await import('@node-rs/argon2');
  const stored = await hash('a quiet mind', { algorithm: 2 });
  expectEqual(await verify(stored, 'a quiet mind'), true, 'verify the right password');
  expectEqual(await verify(stored, 'a busy mind'), false, 'verify a wrong password');
  return 'argon2id hash and verify';
}

async function sharpImages(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).avif().toBuffer();
  const metadata = await sharp(avif).metadata();
  expectEqual(`${metadata.format}/${metadata.compression}`, 'heif/av1', 'an AVIF written and read back');
  return `${sharp.versions.sharp} (libvips ${sharp.versions.vips}), AVIF round trip`;
}

async function pglite(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    const { rows } = await db.query<{ sum: number; version: string }>('select 1 + 1 as sum, current_setting($1) as version', ['server_version']);
    expectEqual(rows[0]?.sum, 2, 'select 1 + 1');
    return `PostgreSQL ${rows[0]!.version} in memory: query`;
  } finally {
    await db.close();
  }
}

async function rolldown(): Promise<string> {
  const { transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc('const breaths: number = 4;', 'check.ts');
  expectEqual(code.trim(), 'const breaths = 4;', 'strip types');
  return 'Oxc transform through Vite';
}

async function lightningCss(): Promise<string> {
  const { transform } = await import('lightningcss');
  const { code } = transform({ filename: 'check.css', code: Buffer.from('.calm { color: #ff0000 }'), minify: true });
  expectEqual(code.toString(), '.calm{color:red}', 'minify');
  return 'minify';
}

async function tailwindOxide(): Promise<string> {
  const { Scanner } = await import('@tailwindcss/oxide');
  const found = new Scanner({}).getCandidatesWithPositions({ content: '<p class="flex p-4">', extension: 'html' });
  expectEqual(found.some(({ candidate }) => candidate === 'p-4'), true, 'find the class p-4');
  return 'scan classes';
}

async function esbuild(): Promise<string> {
  const { transform, version } = await import('esbuild');
  const { code } = await transform('const breaths: number = 4;', { loader: 'ts' });
  expectEqual(code.trim(), 'const breaths = 4;', 'strip types');
  return `${version}: transform`;
}

let failed = false;
console.log('Runtime used by this run:');
for (const [name, check] of checks) {
  try {
    console.log(`  ${name.padEnd(15)}${await check()}`);
  } catch (error) {
    failed = true;
    console.log(`  ${name.padEnd(15)}FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
