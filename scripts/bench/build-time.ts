import type { BenchRow } from './table.ts';

const SMALL = 7;
const LARGE = 200;

/**
 * The build with 200 films (each with its page) against 7, and what each added film costs
 * against the small build's average per film (fixed costs included): a ratio under 1 means the
 * build grows less than linearly with the film pages.
 */
export function buildTimeRows(seconds200: number, seconds7: number): BenchRow[] {
  return [
    {
      measure: `astro build, ${LARGE} videos and their film pages`,
      unit: 's',
      ours: seconds200,
      reference: seconds7,
      against: `the same build with ${SMALL} videos`,
    },
    {
      measure: `astro build, seconds per film added (${SMALL} → ${LARGE})`,
      unit: 's',
      ours: (seconds200 - seconds7) / (LARGE - SMALL),
      reference: seconds7 / SMALL,
      against: `the ${SMALL}-video build's time per film`,
    },
  ];
}
