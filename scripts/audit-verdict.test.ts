import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.ts';

// What `npm audit --omit=dev --json` printed on this machine kind (2026-11-22): the registry
// mirror serves GET and HEAD only.
const REFUSED = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  headers: { allow: ['GET,HEAD'] },
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

const report = (vulnerabilities: Record<string, { severity: string }>) => {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const { severity } of Object.values(vulnerabilities)) {
    counts[severity as keyof typeof counts] += 1;
    counts.total += 1;
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts },
  });
};

describe('auditVerdict', () => {
  it('is clean when no advisory is high or critical', () => {
    expect(auditVerdict(report({})).state).toBe('clean');
    expect(auditVerdict(report({ cookie: { severity: 'low' } })).state).toBe('clean');
  });

  it('names every high or critical package', () => {
    const verdict = auditVerdict(
      report({
        hono: { severity: 'high' },
        ws: { severity: 'critical' },
        a: { severity: 'moderate' },
      }),
    );
    expect(verdict).toEqual({ state: 'serious', packages: ['hono (high)', 'ws (critical)'] });
  });

  it('says "not checked" only for a registry that refuses the advisory request', () => {
    expect(auditVerdict(REFUSED)).toMatchObject({ state: 'not-checked' });
  });

  it('fails on any other way of getting no report', () => {
    const serverError = JSON.stringify({ message: '500 Internal Server Error', statusCode: 500 });
    expect(auditVerdict(serverError).state).toBe('failed');
    expect(auditVerdict('').state).toBe('failed');
    expect(auditVerdict('npm ERR! network timeout').state).toBe('failed');
  });
});
