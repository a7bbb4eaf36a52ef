import { lighthouseMedian, type PageFigures } from '../bench/lighthouse.ts';
import type { BenchRow } from '../bench/table.ts';

/** First load with 70 videos against 7: lazy previews should keep this close to flat. */
export async function measureGrowth(
  root: string,
  base70: string,
  at7: PageFigures,
  runs: number,
  chromeFlags: readonly string[],
): Promise<BenchRow[]> {
  // Same Chromium flags as the 7-video run (the i.ytimg.com stand-in), so the two compare.
  const at70 = await lighthouseMedian(root, `${base70}/`, runs, chromeFlags);
  const against = 'the same page with 7 videos';
  return [
    {
      measure: 'first-load bytes, 70 videos',
      unit: 'KB',
      ours: at70.totalBytes / 1024,
      reference: at7.totalBytes / 1024,
      against,
    },
    {
      measure: 'first-load requests, 70 videos',
      unit: 'requests',
      ours: at70.requests,
      reference: at7.requests,
      against,
    },
    {
      measure: 'first-load TBT, 70 videos',
      unit: 'ms',
      ours: at70.tbt,
      reference: at7.tbt,
      against,
    },
  ];
}
