import { lighthouseMedian, type PageFigures } from './lighthouse.ts';
import { startNoScriptProxy } from './no-script-proxy.ts';
import type { BenchRow } from './table.ts';
import type { YtimgStandin } from './ytimg-standin.ts';

const AGAINST = 'same page, JavaScript off (floor); i.ytimg.com stand-in in both';

/** Runs Lighthouse on url and says how many thumbnails the stand-in served meanwhile. */
async function measured(
  root: string,
  url: string,
  runs: number,
  ytimg: YtimgStandin,
  label: string,
): Promise<PageFigures> {
  const before = ytimg.served();
  const figures = await lighthouseMedian(root, url, runs, ytimg.chromeFlags);
  const served = ytimg.served() - before;
  console.log(`  ${label}: the i.ytimg.com stand-in served ${served} thumbnail(s)`);
  // The comparison is fair only if both pages got their thumbnails from the stand-in.
  if (served === 0) console.log(`  warning: ${label} loaded no YouTube thumbnail`);
  return figures;
}

/**
 * Lighthouse on / with our islands, against the same page with every script removed. Both runs
 * get YouTube thumbnails from the local i.ytimg.com stand-in, so both paint the same page.
 */
export async function measureLanding(
  root: string,
  base: string,
  runs: number,
  ytimg: YtimgStandin,
): Promise<{ rows: BenchRow[]; ours: PageFigures }> {
  const ours = await measured(root, `${base}/`, runs, ytimg, 'JavaScript on');
  const proxy = await startNoScriptProxy(base);
  let floor: PageFigures;
  try {
    floor = await measured(root, `${proxy.url}/`, runs, ytimg, 'JavaScript off');
  } finally {
    await proxy.close();
  }
  const line = (measure: string, unit: string, key: keyof PageFigures, scale = 1): BenchRow => ({
    measure: `landing ${measure} (Lighthouse mobile, median of ${runs})`,
    unit,
    ours: ours[key] / scale,
    reference: floor[key] / scale,
    against: AGAINST,
  });
  return {
    ours,
    rows: [
      line('performance score', '/100', 'score'),
      line('FCP', 'ms', 'fcp'),
      line('LCP', 'ms', 'lcp'),
      line('TBT', 'ms', 'tbt'),
      line('CLS', '', 'cls'),
      line('Speed Index', 'ms', 'speedIndex'),
      line('total bytes', 'KB', 'totalBytes', 1024),
      line('JavaScript bytes', 'KB', 'jsBytes', 1024),
    ],
  };
}
