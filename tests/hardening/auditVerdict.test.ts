import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../.ci/auditVerdict.ts';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) } } });

describe('the CI audit gate', () => {
  it('passes a report with no high or critical advisory', () => {
    expect(auditVerdict(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0 }))).toMatchObject({ kind: 'clean' });
  });

  it('fails on any high or critical advisory and names the packages', () => {
    const verdict = auditVerdict(report({ low: 0, moderate: 0, high: 1, critical: 1 }, { 'bad-pkg': { severity: 'critical' }, meh: { severity: 'high' } }));
    expect(verdict.kind).toBe('vulnerable');
    expect(verdict.kind === 'vulnerable' && verdict.summary).toContain('bad-pkg (critical)');
  });

  it('tolerates only an unreachable advisory service: HTTP 405/404/5xx or a network error', () => {
    const registry405 = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 });
    expect(auditVerdict(registry405)).toMatchObject({ kind: 'unreachable' });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' } }))).toMatchObject({ kind: 'unreachable' });
    expect(auditVerdict(JSON.stringify({ statusCode: 503, message: 'Service Unavailable' }))).toMatchObject({ kind: 'unreachable' });
    expect(auditVerdict('', 'npm error audit endpoint returned an error')).toMatchObject({ kind: 'unreachable' });
  });

  it('fails on anything else it cannot judge', () => {
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } }))).toMatchObject({ kind: 'unknown' });
    expect(auditVerdict(JSON.stringify({ statusCode: 401, message: 'Unauthorized' }))).toMatchObject({ kind: 'unknown' });
    expect(auditVerdict('not json', 'something odd')).toMatchObject({ kind: 'unknown' });
  });
});
