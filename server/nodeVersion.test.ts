import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredNode, unsupportedNodeMessage } from './nodeVersion.ts';

const root = path.resolve(import.meta.dirname, '..');
const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

describe('unsupportedNodeMessage', () => {
  it('refuses an older Node in one line that names the version found and the version needed', () => {
    const message = unsupportedNodeMessage('v20.20.2', '>=22.22.0');
    expect(message).toContain('Node.js v20.20.2');
    expect(message).toContain('Node.js >=22.22.0');
    expect(message).not.toContain('\n');
  });

  it('refuses the last release below the range and accepts the first one in it and later majors', () => {
    expect(unsupportedNodeMessage('v22.21.1', '>=22.22.0')).toBeDefined();
    expect(unsupportedNodeMessage('v22.22.0', '>=22.22.0')).toBeUndefined();
    expect(unsupportedNodeMessage('v24.21.0', '>=22.22.0')).toBeUndefined();
    expect(unsupportedNodeMessage('v26.0.0-nightly20260101abcdef', '>=22.22.0')).toBeUndefined();
  });
});

describe('requiredNode', () => {
  it('reads engines.node from the package.json above the server', () => {
    expect(requiredNode(new URL('./nodeVersion.ts', import.meta.url))).toBe(engines);
  });
});

describe('start-up on an unsupported Node', () => {
  // Node 20 is simulated by overriding process.version before tsx and the entry point load.
  const fakeOldNode = `data:text/javascript,Object.defineProperty(process, 'version', { value: 'v20.20.2' })`;

  it.each(['server/main.ts', 'server/dev.ts'])('%s exits with one line before anything else runs', (entry) => {
    const run = spawnSync(process.execPath, ['--import', fakeOldNode, '--import', 'tsx', entry], {
      cwd: root,
      encoding: 'utf8',
      // A build and a database are never looked at: the refusal comes first.
      env: { ...process.env, DIST_DIR: path.join(tmpdir(), 'stillwater-no-build'), DATA_DIR: path.join(tmpdir(), 'stillwater-no-data') },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([unsupportedNodeMessage('v20.20.2', engines)]);
  });
});
