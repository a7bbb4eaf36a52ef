import { BARE_PAGE_PATH, startNoScriptProxy } from '../bench/no-script-proxy.ts';
import { type BenchRow, median, range } from '../bench/table.ts';
import {
  type Breakdown,
  describeTask,
  GROUPS,
  type GroupTimes,
  medianGroups,
} from './main-thread.ts';
import { describeWork, medianWork, type RenderWork } from './render-work.ts';
import { CPU_SLOWDOWN, launchTracingBrowser, type TracedLoad, traceLoad } from './trace.ts';

// The landing page's main-thread time at Lighthouse's CPU slowdown, by kind of work, against the
// same page with JavaScript off and a bare page with the same CSS: what the page costs to parse,
// style, lay out, paint and decode shows in the second, what the CSS alone costs in the third.

export const PAGES = ['JavaScript on', 'JavaScript off', 'bare page (same CSS)'] as const;
type PageName = (typeof PAGES)[number];

export interface PageBreakdown {
  page: PageName;
  runs: TracedLoad[];
  groups: GroupTimes;
  total: number;
  wallTotal: number;
  blockingTime: number;
  domNodes: number;
  /** Median counts of layout, style and paint work. */
  work: RenderWork;
}

export interface BreakdownResult {
  /** Which content: the bench's seeded site or the demo as `npm start` serves it. */
  label: string;
  pages: PageBreakdown[];
}

function summarise(page: PageName, runs: TracedLoad[]): PageBreakdown {
  const b = runs.map((r) => r.breakdown);
  return {
    page,
    runs,
    groups: medianGroups(b.map((x) => x.groups)),
    total: median(b.map((x) => x.total)),
    wallTotal: median(b.map((x) => x.wallTotal)),
    blockingTime: median(b.map((x) => x.blockingTime)),
    domNodes: median(runs.map((r) => r.domNodes)),
    work: medianWork(runs.map((r) => r.work)),
  };
}

/**
 * `runs` loads of each page, taken in turn (on, off, bare, on, ...) so a busy spell of this shared
 * machine weighs on all three. extraFlags: the i.ytimg.com stand-in's, or none (offline).
 */
export async function measureBreakdown(
  base: string,
  runs: number,
  extraFlags: readonly string[],
  label: string,
): Promise<BreakdownResult> {
  const proxy = await startNoScriptProxy(base);
  const browser = await launchTracingBrowser(extraFlags);
  const urls: Record<PageName, string> = {
    'JavaScript on': `${base}/`,
    'JavaScript off': `${proxy.url}/`,
    'bare page (same CSS)': `${proxy.url}${BARE_PAGE_PATH}`,
  };
  const loads = new Map<PageName, TracedLoad[]>(PAGES.map((p) => [p, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const page of PAGES) loads.get(page)?.push(await traceLoad(browser, urls[page]));
    }
  } finally {
    await browser.close();
    await proxy.close();
  }
  return { label, pages: PAGES.map((p) => summarise(p, loads.get(p) ?? [])) };
}

/** `--trace-runs=N` among the arguments, else the default; anything but a whole number >= 1 throws. */
export function traceRuns(argv: readonly string[], fallback: number): number {
  const arg = argv.find((a) => a.startsWith('--trace-runs='));
  if (!arg) return fallback;
  const n = Number(arg.slice('--trace-runs='.length));
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--trace-runs wants a whole number >= 1: ${arg}`);
  return n;
}

/**
 * The floor goal's line: the JavaScript-off page's blocking time against the bare page's, as
 * medians and load by load, so a reader sees how far one median can be trusted.
 */
export function describeFloorRatio(result: BreakdownResult): string {
  const off = result.pages.find((p) => p.page === 'JavaScript off');
  const bare = result.pages.find((p) => p.page === 'bare page (same CSS)');
  if (!off || !bare) return '';
  const loads = (p: PageBreakdown) =>
    p.runs.map((r) => r.breakdown.blockingTime.toFixed(0)).join(' ');
  const r = bare.blockingTime > 0 ? off.blockingTime / bare.blockingTime : Number.POSITIVE_INFINITY;
  return [
    `  floor, ${result.label}: blocking time, JavaScript off ${off.blockingTime.toFixed(0)} ms against the bare page's ${bare.blockingTime.toFixed(0)} ms = ${r.toFixed(2)}x (goal: at most 2x)`,
    `    load by load (ms), JavaScript off: ${loads(off)}; bare page: ${loads(bare)}`,
  ].join('\n');
}

const fmt = (ms: number) => ms.toFixed(0).padStart(6);

/** A table of median ms by group for the three pages, then each page's long tasks. */
export function describeBreakdown(result: BreakdownResult): string {
  const runs = result.pages[0]?.runs.length ?? 0;
  const header = `main thread, ${result.label}: median of ${runs} load(s) at ${CPU_SLOWDOWN}x CPU slowdown, phone screen (trace); groups and total in CPU ms, wall and blocking (time past 50 ms in long tasks) in wall ms`;
  const cols = [
    'page'.padEnd(22),
    ...GROUPS.map((g) => g.padStart(6).slice(-12)),
    'total',
    'blocking',
    'DOM',
  ];
  const lines = result.pages.map((p) =>
    [
      p.page.padEnd(22),
      ...GROUPS.map((g) => fmt(p.groups[g]).padStart(Math.max(6, g.length))),
      fmt(p.total),
      fmt(p.wallTotal),
      fmt(p.blockingTime).padStart(8),
      String(p.domNodes).padStart(5),
    ].join(' '),
  );
  const tasks = result.pages.flatMap((p) => {
    const all = p.runs.flatMap((r, i) =>
      r.breakdown.longTasks.map((t) => `run ${i + 1}: ${describeTask(t)}`),
    );
    return [
      `  long tasks (50 ms or more), ${p.page}: ${all.length ? '' : 'none'}`,
      ...all.map((t) => `    ${t}`),
    ];
  });
  const top = (p: PageBreakdown): string =>
    topNames(p.runs.map((r) => r.breakdown))
      .map((n) => `${n.name} ${n.ms.toFixed(0)}`)
      .join(', ');
  return [
    header,
    `  ${cols.join(' ')}`,
    ...lines.map((l) => `  ${l}`),
    describeFloorRatio(result),
    ...result.pages.map((p) => `  heaviest events, ${p.page} (median CPU ms): ${top(p)}`),
    ...result.pages.map(
      (p) => `  rendering work, ${p.page} (median counts): ${describeWork(p.work)}`,
    ),
    ...tasks,
  ].join('\n');
}

/** The eight event names with the most own time, as medians over the runs. */
function topNames(runs: readonly Breakdown[]): Array<{ name: string; ms: number }> {
  const names = new Set(runs.flatMap((r) => r.byName.map((n) => n.name)));
  return [...names]
    .map((name) => ({
      name,
      ms: median(runs.map((r) => r.byName.find((n) => n.name === name)?.ms ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
}

/** Bench rows: main-thread time and blocking time, the page against the bare page. */
export function breakdownRows(result: BreakdownResult): BenchRow[] {
  const [on, off, bare] = result.pages;
  if (!on || !off || !bare) return [];
  const spread = (p: PageBreakdown, key: 'total' | 'blockingTime') =>
    range(p.runs.map((r) => r.breakdown[key]));
  const row = (
    page: PageBreakdown,
    key: 'total' | 'blockingTime',
    what: string,
    reference: PageBreakdown,
  ): BenchRow => ({
    measure: `landing ${what}, ${page.page}, ${result.label} (trace at ${CPU_SLOWDOWN}x, median of ${page.runs.length})`,
    unit: 'ms',
    ours: page[key],
    reference: reference[key],
    against: reference === bare ? 'bare page: same CSS, no content' : 'same page, JavaScript off',
    spread: { ours: spread(page, key), reference: spread(reference, key) },
  });
  return [
    row(off, 'total', 'main-thread time', bare),
    row(on, 'total', 'main-thread time', off),
    row(off, 'blockingTime', 'blocking time', bare),
    row(on, 'blockingTime', 'blocking time', off),
  ];
}
