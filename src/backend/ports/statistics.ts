import type { DailyCount } from '../../lib/statistics/counts.ts';

/** The audience counts the statistics page reads (docs/statistics.md). */
export interface StatisticsPort {
  /** The counts of the days from..to (YYYY-MM-DD, both included), one row per day and item. */
  statisticsCounts(from: string, to: string): Promise<DailyCount[]>;
}
