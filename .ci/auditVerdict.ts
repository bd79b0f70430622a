/** What `npm audit --omit=dev --json` said, reduced to what CI acts on. */
export type AuditVerdict =
  | { kind: 'clean'; summary: string }
  | { kind: 'vulnerable'; summary: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'unknown'; reason: string };

/** Errors that mean "the advisory service could not be asked", not "the audit found something". */
const NETWORK_CODES = /^(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNABORTED|ERR_SOCKET_TIMEOUT|EPROXY|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN)$/;

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string; via?: unknown[] }>;
  statusCode?: number;
  code?: string;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string };
}

export function auditVerdict(stdout: string, stderr = ''): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    const networkInStderr = /(ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|audit endpoint returned an error|network)/i.exec(stderr);
    return networkInStderr
      ? { kind: 'unreachable', reason: networkInStderr[0] }
      : { kind: 'unknown', reason: `npm audit printed no JSON: ${stderr.trim().slice(0, 300)}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const high = counts.high ?? 0;
    const critical = counts.critical ?? 0;
    const summary = Object.entries(counts)
      .filter(([name]) => name !== 'total')
      .map(([name, n]) => `${n} ${name}`)
      .join(', ');
    if (high + critical === 0) return { kind: 'clean', summary };
    const names = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    return { kind: 'vulnerable', summary: `${summary}: ${names.join(', ')}` };
  }
  const code = report.code ?? report.error?.code ?? '';
  const status = report.statusCode ?? 0;
  // The registry answering the bulk-advisory POST with 404/405/5xx means it offers no audit service here.
  if (NETWORK_CODES.test(code) || status === 404 || status === 405 || status >= 500) {
    return { kind: 'unreachable', reason: report.message ?? (code || `HTTP ${status}`) };
  }
  return { kind: 'unknown', reason: report.message ?? report.error?.summary ?? 'unrecognised npm audit output' };
}
