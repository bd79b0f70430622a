// `npm run build:server`: the server and shared/ compiled to plain JavaScript in build/ (decision 1105),
// with the SQL migrations where the compiled migrate.js looks for them: its own beside it, the app's (supabase/) two
// levels up, as in the repository.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');

rmSync(build, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.server.json')], { stdio: 'inherit' });
for (const dir of ['server/db/migrations', 'supabase/migrations']) cpSync(path.join(root, dir), path.join(build, dir), { recursive: true });
