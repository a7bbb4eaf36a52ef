import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/harness/browser.ts';
import { median } from './table.ts';

export interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
}

/** What one run saw beyond the scored figures: where the main thread blocked, which scripts came when. */
export interface RunDetail {
  figures: PageFigures;
  /** Main-thread tasks of 50 ms or more (simulated durations) and the script they are laid to. */
  longTasks: LongTask[];
  /** Same-origin and third-party scripts, with when their request started (observed, ms). */
  scripts: ScriptLoad[];
  /** Observed (not simulated) first contentful and largest contentful paint, ms from navigation. */
  observedFcp: number;
  observedLcp: number;
}

export interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

export interface ScriptLoad {
  url: string;
  transferSize: number;
  /** ms from the navigation's time origin, comparable with observedFcp and observedLcp. */
  requestStart: number;
}

interface Audit {
  numericValue?: number;
  details?: {
    items?: Array<Record<string, unknown>>;
    debugData?: { networkStartTimeTs?: number };
  };
}
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

const value = (report: Report, id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run (mobile defaults, simulated throttling) of url in Debian's Chromium. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  // Asynchronous on purpose: the bench's own proxy answers Chromium from this same process.
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { env, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (_error, _stdout, stderr) => resolve(stderr),
    );
  });
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Requests and paints on one clock: ms since the navigation's time origin (observed, not simulated). */
function timeline(report: Report): Pick<RunDetail, 'scripts' | 'observedFcp' | 'observedLcp'> {
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const origin = num(metrics.observedTimeOriginTs);
  const network = report.audits['network-requests']?.details;
  const networkStart = num(network?.debugData?.networkStartTimeTs);
  const scripts = (network?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .map((i) => ({
      url: text(i.url),
      transferSize: num(i.transferSize),
      requestStart: (networkStart - origin) / 1000 + num(i.networkRequestTime),
    }));
  return {
    scripts,
    observedFcp: num(metrics.observedFirstContentfulPaint),
    observedLcp: num(metrics.observedLargestContentfulPaint),
  };
}

/** extraFlags: Chromium flags added to ours (the bench's thumbnail-host stand-in). */
async function lighthouseDetail(
  root: string,
  url: string,
  extraFlags: readonly string[],
): Promise<RunDetail> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-lh-'));
  const out = path.join(dir, 'report.json');
  const stderr = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${[...CHROMIUM_ARGS, ...extraFlags].join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  );
  if (!fs.existsSync(out)) throw new Error(`lighthouse failed:\n${stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(dir, { recursive: true, force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const items = report.audits['network-requests']?.details?.items ?? [];
  const longTasks = (report.audits['long-tasks']?.details?.items ?? []).map((i) => ({
    url: text(i.url) || '(no script)',
    duration: num(i.duration),
    startTime: num(i.startTime),
  }));
  return {
    figures: {
      score: (report.categories.performance.score ?? Number.NaN) * 100,
      fcp: value(report, 'first-contentful-paint'),
      lcp: value(report, 'largest-contentful-paint'),
      tbt: value(report, 'total-blocking-time'),
      cls: value(report, 'cumulative-layout-shift'),
      speedIndex: value(report, 'speed-index'),
      totalBytes: value(report, 'total-byte-weight'),
      jsBytes: items
        .filter((i) => i.resourceType === 'Script')
        .reduce((s, i) => s + (typeof i.transferSize === 'number' ? i.transferSize : 0), 0),
      requests: items.length,
    },
    longTasks: longTasks.filter((t) => t.duration >= 50),
    ...timeline(report),
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is redone. */
async function lighthouseRetried(
  root: string,
  url: string,
  extraFlags: readonly string[],
  attempts = 3,
): Promise<RunDetail> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseDetail(root, url, extraFlags);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  lighthouse run failed (${String(error).slice(0, 120)}), running it again`);
    }
  }
}

const KEYS: (keyof PageFigures)[] = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'totalBytes',
  'jsBytes',
  'requests',
];

/** The median of each figure over the runs. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const result = {} as PageFigures;
  for (const key of KEYS) result[key] = median(runs.map((f) => f[key]));
  return result;
}

/** Every run of `runs`, in order: this machine is noisy, single runs are not figures. */
export async function lighthouseRuns(
  root: string,
  url: string,
  runs: number,
  extraFlags: readonly string[] = [],
): Promise<RunDetail[]> {
  const all: RunDetail[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRetried(root, url, extraFlags));
  return all;
}

/** The median of each figure over `runs` runs. */
export async function lighthouseMedian(
  root: string,
  url: string,
  runs = 3,
  extraFlags: readonly string[] = [],
): Promise<PageFigures> {
  const all = await lighthouseRuns(root, url, runs, extraFlags);
  return medianFigures(all.map((r) => r.figures));
}
