// Audience counts on Supabase: supabase/migrations/20261126110000_statistics.sql, read through
// its administrator-only function (the table itself is closed to every API role).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DailyCount } from '../../lib/statistics/counts.ts';
import type { StatisticsPort } from '../ports/statistics.ts';
import { fromPostgrest } from './errors.ts';

export function createSupabaseStatistics(client: SupabaseClient): StatisticsPort {
  return {
    async statisticsCounts(from, to) {
      const { data, error, status } = await client.rpc('statistics_counts', {
        p_from: from,
        p_to: to,
      });
      if (error) throw fromPostgrest(error, status);
      return (data ?? []) as DailyCount[];
    },
  };
}
