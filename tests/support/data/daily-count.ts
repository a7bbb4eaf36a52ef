import type { DailyCount } from '../../../src/lib/statistics/counts.ts';

/** One row of the audience counts, every figure zero unless the test gives it. */
export const dailyCount = (
  fields: Partial<DailyCount> & Pick<DailyCount, 'day' | 'kind' | 'item'>,
): DailyCount => ({
  link: '',
  visits: 0,
  plays: 0,
  completes: 0,
  last_at: null,
  ...fields,
});
