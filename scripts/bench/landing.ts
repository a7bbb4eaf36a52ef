import path from 'node:path';
import {
  type GoalCheck,
  type LongTaskSummary,
  landingGoals,
  reactChunks,
  summariseLongTasks,
} from './landing-report.ts';
import { lighthouseRuns, medianFigures, type PageFigures, type RunDetail } from './lighthouse.ts';
import { startNoScriptProxy } from './no-script-proxy.ts';
import type { BuiltSite } from './site.ts';
import { type BenchRow, range } from './table.ts';
import type { YtimgStandin } from './ytimg-standin.ts';

const AGAINST = 'same page, JavaScript off (floor); i.ytimg.com stand-in in both';
const AGAINST_STORED = 'same page, JavaScript off (floor); every image stored on the site';
const AGAINST_OFFLINE = 'same page, JavaScript off (floor); demo offline, i.ytimg.com failing';

/** 'offline': no stand-in, so YouTube thumbnails fail as they do on a machine with no internet. */
type Thumbnails = YtimgStandin | null | 'offline';

/**
 * Runs Lighthouse on url and says how many thumbnails the stand-in served meanwhile (null: a
 * site whose images are all stored, which needs no stand-in).
 */
async function measured(
  root: string,
  url: string,
  runs: number,
  ytimg: Thumbnails,
  label: string,
): Promise<RunDetail[]> {
  if (!ytimg || ytimg === 'offline') return lighthouseRuns(root, url, runs, []);
  const before = ytimg.served();
  const details = await lighthouseRuns(root, url, runs, ytimg.chromeFlags);
  const served = ytimg.served() - before;
  console.log(`  ${label}: the i.ytimg.com stand-in served ${served} thumbnail(s)`);
  // The comparison is fair only if both pages got their thumbnails from the stand-in.
  if (served === 0) console.log(`  warning: ${label} loaded no YouTube thumbnail`);
  return details;
}

export interface LandingResult {
  rows: BenchRow[];
  ours: PageFigures;
  longTasks: { ours: LongTaskSummary[]; floor: LongTaskSummary[] };
  goals: GoalCheck[];
  /** Every run's scored figures, JavaScript on and off, in order. */
  runs: { ours: PageFigures[]; floor: PageFigures[] };
}

/**
 * Lighthouse on / with our scripts, against the same page with every script removed, alternately
 * run by run so that a busy spell of this shared machine weighs on both. Both get YouTube
 * thumbnails from the local i.ytimg.com stand-in, so both paint the same page.
 */
export async function measureLanding(
  root: string,
  base: string,
  runs: number,
  ytimg: Thumbnails,
  site: BuiltSite,
): Promise<LandingResult> {
  const proxy = await startNoScriptProxy(base);
  const ours: RunDetail[] = [];
  const floor: RunDetail[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      ours.push(...(await measured(root, `${base}/`, 1, ytimg, `run ${i + 1}, JavaScript on`)));
      floor.push(
        ...(await measured(root, `${proxy.url}/`, 1, ytimg, `run ${i + 1}, JavaScript off`)),
      );
    }
  } finally {
    await proxy.close();
  }
  const oursFigures = ours.map((r) => r.figures);
  const floorFigures = floor.map((r) => r.figures);
  const [oursMedian, floorMedian] = [medianFigures(oursFigures), medianFigures(floorFigures)];
  const line = (measure: string, unit: string, key: keyof PageFigures, scale = 1): BenchRow => ({
    measure: `landing ${measure}${ytimg === 'offline' ? ', demo offline' : ''} (Lighthouse mobile, median of ${runs}, min–max)`,
    unit,
    ours: oursMedian[key] / scale,
    reference: floorMedian[key] / scale,
    against: ytimg === 'offline' ? AGAINST_OFFLINE : ytimg ? AGAINST : AGAINST_STORED,
    spread: {
      ours: range(oursFigures.map((f) => f[key] / scale)),
      reference: range(floorFigures.map((f) => f[key] / scale)),
    },
  });
  return {
    ours: oursMedian,
    rows: [
      line('performance score', '/100', 'score'),
      line('FCP', 'ms', 'fcp'),
      line('LCP', 'ms', 'lcp'),
      line('TBT', 'ms', 'tbt'),
      line('CLS', '', 'cls'),
      line('Speed Index', 'ms', 'speedIndex'),
      line('total bytes', 'KB', 'totalBytes', 1024),
      line('JavaScript before interaction (gzip on the wire)', 'KB', 'jsBytes', 1024),
    ],
    longTasks: { ours: summariseLongTasks(ours), floor: summariseLongTasks(floor) },
    goals: landingGoals(ours, floor, reactChunks(path.join(site.home, 'dist'))),
    runs: { ours: oursFigures, floor: floorFigures },
  };
}

/** The long tasks and the goals, as lines to print under the table. */
export function describeLanding(result: LandingResult): string {
  const tasks = (label: string, list: LongTaskSummary[]) =>
    list.length === 0
      ? [`long tasks over 50 ms, ${label}: none`]
      : [
          `long tasks over 50 ms, ${label} (source: runs with one, tasks, longest):`,
          ...list.map(
            (t) =>
              `  ${t.source}: ${t.runs} run(s), ${t.count} task(s), ${t.longest.toFixed(0)} ms`,
          ),
        ];
  const scores = (runs: PageFigures[]) => runs.map((f) => f.score).join(', ');
  const tbts = (runs: PageFigures[]) => runs.map((f) => f.tbt.toFixed(0)).join(', ');
  return [
    `landing runs, JavaScript on:  scores ${scores(result.runs.ours)}; TBT ${tbts(result.runs.ours)} ms`,
    `landing runs, JavaScript off: scores ${scores(result.runs.floor)}; TBT ${tbts(result.runs.floor)} ms`,
    ...tasks('JavaScript on', result.longTasks.ours),
    ...tasks('JavaScript off', result.longTasks.floor),
    'landing goals:',
    ...result.goals.map((g) => `  ${g.met ? 'met    ' : 'NOT met'}  ${g.goal}: ${g.detail}`),
  ].join('\n');
}
