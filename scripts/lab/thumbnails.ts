import { lighthouseMedian, type PageFigures } from '../bench/lighthouse.ts';
import type { BenchRow } from '../bench/table.ts';

const AGAINST = 'the same page, thumbnails from the i.ytimg.com stand-in';

/**
 * The landing page once the local server has copied YouTube thumbnails to /media, against the
 * same page whose thumbnails come from the i.ytimg.com stand-in (same JPEG bytes): what the copy
 * saves is the connection to a second host before the largest paint.
 */
export async function measureSameOriginThumbnails(
  root: string,
  base: string,
  remote: PageFigures,
  runs: number,
  chromeFlags: readonly string[],
): Promise<BenchRow[]> {
  const local = await lighthouseMedian(root, `${base}/`, runs, chromeFlags);
  const line = (measure: string, unit: string, key: keyof PageFigures): BenchRow => ({
    measure: `landing ${measure}, YouTube thumbnails copied to /media (Lighthouse mobile, median of ${runs})`,
    unit,
    ours: local[key],
    reference: remote[key],
    against: AGAINST,
  });
  return [line('LCP', 'ms', 'lcp'), line('performance score', '/100', 'score')];
}
