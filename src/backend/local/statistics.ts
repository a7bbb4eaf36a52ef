// The local server's audience counts, for the administrator only.
import { API } from '../../lib/api.ts';
import type { DailyCount } from '../../lib/statistics/counts.ts';
import type { StatisticsPort } from '../ports/statistics.ts';
import type { Http } from './http.ts';

export function createLocalStatistics(http: Http): StatisticsPort {
  return {
    statisticsCounts: async (from, to) =>
      (await http.json<{ counts: DailyCount[] }>(API.statistics(from, to))).counts,
  };
}
