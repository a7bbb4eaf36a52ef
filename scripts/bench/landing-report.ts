import fs from 'node:fs';
import path from 'node:path';
import type { PageFigures, RunDetail } from './lighthouse.ts';
import { median } from './table.ts';

// What the landing runs say beyond their medians: where the main thread blocked, whether React
// came before the first paints, and whether the page is at the floor the bench holds it to.

/** Site paths of the built scripts that hold React (its error URLs are in every React build). */
export function reactChunks(distDir: string): Set<string> {
  const dir = path.join(distDir, '_astro');
  const found = new Set<string>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!/\.m?js$/.test(name)) continue;
    if (fs.readFileSync(path.join(dir, name), 'utf8').includes('react.dev/errors/')) {
      found.add(`/_astro/${name}`);
    }
  }
  return found;
}

export interface LongTaskSummary {
  source: string;
  /** In how many runs a long task was laid to this source. */
  runs: number;
  count: number;
  longest: number;
}

/** Long tasks of every run, grouped by the script Lighthouse lays them to, longest first. */
export function summariseLongTasks(runs: readonly RunDetail[]): LongTaskSummary[] {
  const bySource = new Map<string, LongTaskSummary>();
  runs.forEach((run) => {
    const seen = new Set<string>();
    for (const task of run.longTasks) {
      const source = task.url.replace(/^https?:\/\/[^/]+/, '');
      const entry = bySource.get(source) ?? { source, runs: 0, count: 0, longest: 0 };
      entry.count += 1;
      entry.longest = Math.max(entry.longest, task.duration);
      if (!seen.has(source)) entry.runs += 1;
      seen.add(source);
      bySource.set(source, entry);
    }
  });
  return [...bySource.values()].sort((a, b) => b.longest - a.longest);
}

/** Runs in which a React script was requested before the observed FCP or LCP. */
export function reactBeforePaint(runs: readonly RunDetail[], react: Set<string>): number {
  return runs.filter((run) =>
    run.scripts.some((script) => {
      const pathname = new URL(script.url, 'http://site').pathname;
      return (
        react.has(pathname) &&
        (script.requestStart < run.observedFcp || script.requestStart < run.observedLcp)
      );
    }),
  ).length;
}

/** React scripts requested at all during the run (no interaction, no scroll). */
export function reactRequested(runs: readonly RunDetail[], react: Set<string>): number {
  return runs.filter((run) =>
    run.scripts.some((s) => react.has(new URL(s.url, 'http://site').pathname)),
  ).length;
}

export interface GoalCheck {
  goal: string;
  met: boolean;
  detail: string;
}

/** The landing page's goals, medians against the JavaScript-off floor of the same session. */
export function landingGoals(
  ours: readonly RunDetail[],
  floor: readonly RunDetail[],
  react: Set<string>,
): GoalCheck[] {
  const med = (runs: readonly RunDetail[], key: keyof PageFigures) =>
    median(runs.map((r) => r.figures[key]));
  const perfect = ours.filter((r) => r.figures.score >= 100).length;
  const needed = Math.ceil((ours.length * 4) / 5);
  const tbt = med(ours, 'tbt');
  const tbtFloor = med(floor, 'tbt');
  const ratioCheck = (key: 'fcp' | 'lcp', label: string): GoalCheck => {
    const r = med(ours, key) / med(floor, key);
    return { goal: `${label} at most 1.1x the floor`, met: r <= 1.1, detail: `${r.toFixed(2)}x` };
  };
  const early = reactBeforePaint(ours, react);
  return [
    {
      goal: 'TBT at most the floor + 30 ms',
      met: tbt <= tbtFloor + 30,
      detail: `${tbt.toFixed(0)} ms against ${tbtFloor.toFixed(0)} ms`,
    },
    {
      goal: `score 100 in at least ${needed} of ${ours.length} runs`,
      met: perfect >= needed,
      detail: `${perfect} of ${ours.length}`,
    },
    ratioCheck('fcp', 'FCP'),
    ratioCheck('lcp', 'LCP'),
    {
      goal: 'no React script requested before FCP and LCP',
      met: early === 0,
      detail: `${early} of ${ours.length} runs requested React before a paint; ${reactRequested(ours, react)} requested it at all`,
    },
  ];
}
