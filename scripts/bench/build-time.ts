import type { BenchRow } from './table.ts';

export function buildTimeRow(seconds200: number, seconds7: number): BenchRow {
  return {
    measure: 'astro build, 200 videos',
    unit: 's',
    ours: seconds200,
    reference: seconds7,
    against: 'the same build with 7 videos',
  };
}
