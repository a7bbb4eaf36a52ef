// The one test command (`npm test`): every check and every suite, then one line
// `N passed, N failed` that covers them all. Exits non-zero on any failure or when no test ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
};

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}
const steps: StepResult[] = [];

function run(name: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name} ===\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, ok, seconds });
  console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  return ok;
}

// (a) Chromium first: without it the end-to-end suites cannot run, so stop with its instruction.
if (!run('Chromium', 'bash', [path.join(root, 'scripts/ensure-chromium.sh')])) {
  process.exit(1);
}

// (b)-(d) Static checks; each counts as one check in the summary.
run('Biome (format + lint)', bin('biome'), ['check', '.']);
run('Prettier (.astro)', bin('prettier'), ['--check', 'src/**/*.astro']);
run('Type check (astro check)', bin('astro'), ['check']);

// (e) One build for every suite that serves the site. Its own data dir keeps ./data untouched.
const buildData = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-build-'));
run('Build (astro build)', bin('astro'), ['build'], { DATA_DIR: buildData });
fs.rmSync(buildData, { recursive: true, force: true });

// (f) Every vitest project; the JSON report gives exact counts.
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-report-'));
const reportFile = path.join(reportDir, 'vitest.json');
run('Tests (vitest: unit, server, integration, e2e)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
]);
// The vitest step's exit code is reflected by the test counts, not counted as a check.
const vitestStep = steps.pop();

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

let report: VitestReport | null = null;
try {
  report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
} catch {
  report = null;
}
fs.rmSync(reportDir, { recursive: true, force: true });

let passed = steps.filter((s) => s.ok).length;
let failed = steps.filter((s) => !s.ok).length;
console.log('\n=== Summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name}`);

if (!report) {
  console.log('FAILED vitest wrote no report (crashed before or while running)');
  failed += 1;
} else {
  // Team rule: no skipped tests. A skipped or todo test is counted as a failure so it shows.
  const skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed to load (syntax error, failing beforeAll) may have no failing test of its
  // own: count such a file as one failure so it cannot pass silently.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + skipped + brokenFiles.length;
  console.log(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped/todo (counted as failed) of ${report.numTotalTests}`,
  );
  for (const f of brokenFiles) console.log(`FAILED file ${path.relative(root, f.name)}`);
  if (report.numTotalTests === 0) {
    console.log('FAILED no test ran');
    failed += 1;
  }
  if (vitestStep && !vitestStep.ok && failed === 0) failed += 1;
}

const total = passed + failed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || total === 0 ? 1 : 0);
