import { lighthouseMedian, type PageFigures } from './lighthouse.ts';
import { startNoScriptProxy } from './no-script-proxy.ts';
import type { BenchRow } from './table.ts';

const AGAINST = 'same page, JavaScript off (floor)';

/** Lighthouse on / with our islands, against the same page with every script removed. */
export async function measureLanding(
  root: string,
  base: string,
  runs: number,
): Promise<{ rows: BenchRow[]; ours: PageFigures }> {
  const ours = await lighthouseMedian(root, `${base}/`, runs);
  const proxy = await startNoScriptProxy(base);
  let floor: PageFigures;
  try {
    floor = await lighthouseMedian(root, `${proxy.url}/`, runs);
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
