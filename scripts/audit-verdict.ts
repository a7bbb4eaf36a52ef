// Reads `npm audit --json` into one of three answers. "Not checked" is kept apart from "passed":
// a registry that refuses npm's advisory request proves nothing either way, so the test command
// says so on its own line instead of counting it as a pass or failing every run on such a machine.

export interface AuditReport {
  message?: string;
  statusCode?: number;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
}

export type AuditVerdict =
  | { state: 'clean'; counts: Record<string, number> }
  | { state: 'serious'; packages: string[] }
  | { state: 'not-checked'; reason: string }
  | { state: 'failed'; reason: string };

// Only a registry that answers "this method is not served here" counts as having no advisory
// service; a timeout, a 500 or garbage output is a failure to look into.
const ADVISORY_SERVICE_REFUSED = 405;

export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout || '{}') as AuditReport;
  } catch {
    return { state: 'failed', reason: `npm audit printed no JSON: ${stdout.slice(0, 200)}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    if (report.statusCode === ADVISORY_SERVICE_REFUSED) {
      return { state: 'not-checked', reason: report.message ?? 'advisory request refused (405)' };
    }
    return { state: 'failed', reason: report.message ?? 'npm audit gave no report' };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity})`);
  if (packages.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    return { state: 'serious', packages };
  }
  return { state: 'clean', counts };
}
