// CI gate: no high or critical advisory in production dependencies. An unreachable advisory service
// (offline machine, a registry mirror without the audit endpoint) is reported and tolerated; any
// other failure, and any high/critical finding, fails the build.
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './auditVerdict.ts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const verdict = auditVerdict(run.stdout ?? '', run.stderr ?? (run.error?.message ?? ''));
switch (verdict.kind) {
  case 'clean':
    console.log(`npm audit --omit=dev: no high or critical advisory (${verdict.summary})`);
    break;
  case 'unreachable':
    console.log(`npm audit --omit=dev: skipped, registry unreachable (${verdict.reason})`);
    break;
  case 'vulnerable':
    console.error(`npm audit --omit=dev: high or critical advisories: ${verdict.summary}`);
    process.exit(1);
    break;
  case 'unknown':
    console.error(`npm audit --omit=dev: could not be judged: ${verdict.reason}`);
    process.exit(1);
}
