import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/browser.ts';
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

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> };
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

/** extraFlags: Chromium flags added to ours (the bench's thumbnail-host stand-in). */
export async function lighthouseOnce(
  root: string,
  url: string,
  extraFlags: readonly string[] = [],
): Promise<PageFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-lh-')), 'report.json');
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
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const items = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: (report.categories.performance.score ?? Number.NaN) * 100,
    fcp: value(report, 'first-contentful-paint'),
    lcp: value(report, 'largest-contentful-paint'),
    tbt: value(report, 'total-blocking-time'),
    cls: value(report, 'cumulative-layout-shift'),
    speedIndex: value(report, 'speed-index'),
    totalBytes: value(report, 'total-byte-weight'),
    jsBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + (i.transferSize ?? 0), 0),
    requests: items.length,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is redone. */
async function lighthouseRetried(
  root: string,
  url: string,
  extraFlags: readonly string[],
  attempts = 3,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(root, url, extraFlags);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  lighthouse run failed (${String(error).slice(0, 120)}), running it again`);
    }
  }
}

/** The median of each figure over `runs` runs: this machine is noisy, single runs are not. */
export async function lighthouseMedian(
  root: string,
  url: string,
  runs = 3,
  extraFlags: readonly string[] = [],
): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRetried(root, url, extraFlags));
  const pick = (key: keyof PageFigures) => median(all.map((f) => f[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
    totalBytes: pick('totalBytes'),
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
  };
}
