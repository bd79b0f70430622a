// `npm run build:server`: the server and shared/ compiled to plain JavaScript in build/ (decision 1105),
// with the SQL migrations beside the compiled migrate.js, where it looks for them.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');

rmSync(build, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.server.json')], { stdio: 'inherit' });
cpSync(path.join(root, 'server/db/migrations'), path.join(build, 'server/db/migrations'), { recursive: true });
