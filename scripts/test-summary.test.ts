import { describe, expect, it } from 'vitest';
import { summarise, type VitestReport } from './test-summary.ts';

const report = (over: Partial<VitestReport> = {}): VitestReport => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTests: 10,
  testResults: [{ name: 'a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }],
  ...over,
});
const checks = [
  { name: 'Biome', ok: true },
  { name: 'Type check', ok: true },
];

describe('summarise', () => {
  it('adds the checks to the tests', () => {
    expect(summarise(checks, report(), true)).toMatchObject({ passed: 12, failed: 0, notes: [] });
  });

  it('counts a failed check and failed tests', () => {
    const result = summarise(
      [...checks, { name: 'Prettier', ok: false }],
      report({ numPassedTests: 8, numFailedTests: 2 }),
      false,
    );
    expect(result).toMatchObject({ passed: 10, failed: 3 });
    expect(result.notes).toContain('FAILED check: Prettier');
  });

  it('counts skipped and todo tests as failures', () => {
    const result = summarise(checks, report({ numPendingTests: 1, numTodoTests: 1 }), true);
    expect(result.failed).toBe(2);
  });

  it('counts a file that failed without a failing test', () => {
    const broken = report({
      testResults: [{ name: 'broken.test.ts', status: 'failed', assertionResults: [] }],
    });
    expect(summarise(checks, broken, false).failed).toBe(1);
  });

  it('fails when vitest wrote no report', () => {
    expect(summarise(checks, null, false)).toMatchObject({ passed: 2, failed: 1 });
  });

  it('fails when no test ran', () => {
    const none = report({ numPassedTests: 0, numTotalTests: 0, testResults: [] });
    expect(summarise(checks, none, true).failed).toBe(1);
  });

  it('fails when vitest exited with an error its report does not show', () => {
    expect(summarise(checks, report(), false).failed).toBe(1);
  });
});
