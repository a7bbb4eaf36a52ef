// The one test command (`npm test`): every check and every suite, then one line
// `N passed, N failed` that covers them all. Exits non-zero on any failure or when no test ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditVerdict } from './audit-verdict.ts';
import { type StepResult, summarise, type VitestReport } from './test-summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
};

const steps: (StepResult & { seconds: number })[] = [];

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

// (a) System tools first: without them the end-to-end suites cannot run, so stop with the instruction.
if (
  !run('System tools (Chromium, ffmpeg, Caddy, PostgreSQL 15)', 'bash', [
    path.join(root, 'scripts/ensure-system-tools.sh'),
  ])
) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// (b)-(d) Static checks; each counts as one check in the summary.
run('Biome (format + lint)', bin('biome'), ['check', '.']);
run('Prettier (.astro)', bin('prettier'), ['--check', 'src/**/*.astro']);
run('Type check (astro check)', bin('astro'), ['check']);
run('Unused code (knip)', bin('knip'), []);

// (d') Production dependencies without a high or critical advisory. A registry that refuses npm's
// advisory request leaves this unchecked, which the summary says on its own line.
const unchecked: string[] = [];
{
  const name = 'npm audit --omit=dev (no high or critical advisory)';
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const verdict = auditVerdict(audit.stdout ?? '');
  const seconds = (Date.now() - started) / 1000;
  if (verdict.state === 'not-checked') {
    unchecked.push(`NOT CHECKED ${name}: ${verdict.reason}`);
    console.log(`--- ${name}: NOT CHECKED (${verdict.reason})`);
  } else {
    const ok = verdict.state === 'clean';
    if (verdict.state === 'clean') console.log(JSON.stringify(verdict.counts));
    else if (verdict.state === 'serious') console.log(verdict.packages.join('\n'));
    else console.log(verdict.reason);
    steps.push({ name, ok, seconds });
    console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  }
}

// (e) One build for every suite that serves the site. Its own data dir keeps ./data untouched.
const buildData = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-build-'));
run('Build (astro build)', bin('astro'), ['build'], { DATA_DIR: buildData });
fs.rmSync(buildData, { recursive: true, force: true });

// (f) Every vitest project; the JSON report gives exact counts.
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-report-'));
const reportFile = path.join(reportDir, 'vitest.json');
run(
  'Tests (vitest: unit, server, integration, supabase-pg15, e2e, e2e-supabase, latency)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
);
// The vitest step's exit code is reflected by the test counts, not counted as a check.
const vitestStep = steps.pop();

let report: VitestReport | null = null;
try {
  report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
} catch {
  report = null;
}
fs.rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== Summary ===');
for (const s of steps)
  console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds.toFixed(1)} s)`);
if (report) {
  console.log(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped/todo, of ${report.numTotalTests}`,
  );
}
const { passed, failed, notes } = summarise(steps, report, vitestStep?.ok ?? false);
for (const note of notes) console.log(note);
for (const line of unchecked) console.log(line);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
