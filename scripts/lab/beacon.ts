import {
  lighthouseRuns,
  medianFigures,
  type PageFigures,
  type RunDetail,
} from '../bench/lighthouse.ts';
import { startNoScriptProxy } from '../bench/no-script-proxy.ts';
import { type BenchRow, range } from '../bench/table.ts';
import { withoutBeacon } from './without-beacon.ts';

const AGAINST = 'same page without the audience beacon, same proxy, runs alternated';

/**
 * Lighthouse on the landing page with its audience beacon against the same page without it
 * (docs/statistics.md). Both go through the same rewriting proxy, one keeping the page as built,
 * so the only difference is the beacon; runs alternate so a busy spell weighs on both.
 */
export async function measureBeacon(
  root: string,
  base: string,
  runs: number,
  chromeFlags: readonly string[],
): Promise<BenchRow[]> {
  let found = false;
  const withIt = await startNoScriptProxy(base, (html) => html);
  const without = await startNoScriptProxy(base, (html) => {
    const page = withoutBeacon(html);
    found ||= page.removed;
    return page.html;
  });
  const on: RunDetail[] = [];
  const off: RunDetail[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      on.push(...(await lighthouseRuns(root, `${withIt.url}/`, 1, chromeFlags)));
      off.push(...(await lighthouseRuns(root, `${without.url}/`, 1, chromeFlags)));
    }
  } finally {
    await withIt.close();
    await without.close();
  }
  // A page with no beacon to remove would compare the page with itself.
  if (!found) throw new Error('the landing page names no audience beacon (Audience.astro)');
  return beaconRows(
    on.map((r) => r.figures),
    off.map((r) => r.figures),
  );
}

/** The rows: medians of each side, with their spread, the page without the beacon as reference. */
export function beaconRows(on: PageFigures[], off: PageFigures[]): BenchRow[] {
  const [onMedian, offMedian] = [medianFigures(on), medianFigures(off)];
  const line = (measure: string, unit: string, key: keyof PageFigures, scale = 1): BenchRow => ({
    measure: `landing ${measure}, audience beacon on (Lighthouse mobile, median of ${on.length}, min–max)`,
    unit,
    ours: onMedian[key] / scale,
    reference: offMedian[key] / scale,
    against: AGAINST,
    spread: {
      ours: range(on.map((f) => f[key] / scale)),
      reference: range(off.map((f) => f[key] / scale)),
    },
  });
  return [
    line('performance score', '/100', 'score'),
    line('FCP', 'ms', 'fcp'),
    line('LCP', 'ms', 'lcp'),
    line('TBT', 'ms', 'tbt'),
    line('total bytes', 'KB', 'totalBytes', 1024),
    line('requests', '', 'requests'),
  ];
}
