// How the test command turns its checks and vitest's JSON report into `N passed, N failed`.

export interface StepResult {
  name: string;
  ok: boolean;
}

/** The part of vitest's JSON report (Jest-compatible shape) the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

export interface Summary {
  passed: number;
  failed: number;
  /** Lines explaining every failure, for the console. */
  notes: string[];
}

/**
 * Each check counts as one test. Team rule: no skipped tests, so skipped and todo tests count as
 * failures. A file that failed without a failing test (it did not load, or a hook threw) counts
 * as one failure, and so do a missing report, a run with no test, and a vitest exit code that
 * nothing else explains.
 */
export function summarise(
  checks: readonly StepResult[],
  report: VitestReport | null,
  vitestExitOk: boolean,
): Summary {
  const notes = checks.filter((c) => !c.ok).map((c) => `FAILED check: ${c.name}`);
  let passed = checks.filter((c) => c.ok).length;
  let failed = checks.length - passed;
  if (!report) {
    notes.push('FAILED vitest wrote no report (it crashed before or while running)');
    return { passed, failed: failed + 1, notes };
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + skipped + brokenFiles.length;
  if (skipped > 0) notes.push(`FAILED ${skipped} skipped or todo test(s) (not allowed)`);
  for (const f of brokenFiles) notes.push(`FAILED file without a failing test: ${f.name}`);
  if (report.numTotalTests === 0) {
    notes.push('FAILED no test ran');
    failed += 1;
  }
  if (!vitestExitOk && failed === 0) {
    notes.push('FAILED vitest exited with an error that its report does not show');
    failed += 1;
  }
  return { passed, failed, notes };
}
