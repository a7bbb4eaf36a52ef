import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';

interface AuditReport {
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
}

describe('production dependencies', () => {
  it('have no high or critical advisory (npm audit --omit=dev --audit-level=high)', () => {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 90_000,
    });
    const report = JSON.parse(run.stdout || '{}') as AuditReport;
    // No report means the advisory endpoint was not reached: that is a failure, not a pass.
    expect(
      report.metadata?.vulnerabilities,
      `npm audit could not reach the advisory endpoint: ${report.message ?? run.stderr}`,
    ).toBeDefined();
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    console.log(`npm audit --omit=dev: ${JSON.stringify(report.metadata?.vulnerabilities)}`);
    expect(serious).toEqual([]);
    expect(run.status, run.stderr).toBe(0);
  }, 120_000);
});
