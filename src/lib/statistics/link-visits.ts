// A private link's Vues and Dernière visite on the links page, from the audience counts
// (docs/statistics.md), so that page and the statistics page show the same figures.
import type { DailyCount } from './counts.ts';
import { MAX_RANGE_DAYS } from './period.ts';

export interface LinkVisits {
  views: number;
  last_visit_at: string | null;
}

/** Counts are kept 25 months: two ranges of the longest length read answers cover them. */
const KEPT_DAYS = 2 * MAX_RANGE_DAYS;

const addDays = (day: string, n: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/**
 * The ranges (both ends included, each under MAX_RANGE_DAYS days) that together hold every kept
 * count up to `today`, oldest first.
 */
export function keptRanges(today: string): Array<{ from: string; to: string }> {
  const ranges: Array<{ from: string; to: string }> = [];
  for (let end = 0; end < KEPT_DAYS; end += MAX_RANGE_DAYS) {
    ranges.unshift({ from: addDays(today, -(end + MAX_RANGE_DAYS - 1)), to: addDays(today, -end) });
  }
  return ranges;
}

/** Each link's visits over the counts given, and its latest visit. */
export function linkVisits(counts: readonly DailyCount[]): Map<string, LinkVisits> {
  const result = new Map<string, LinkVisits>();
  for (const row of counts) {
    if (row.kind !== 'link') continue;
    const seen = result.get(row.item) ?? { views: 0, last_visit_at: null };
    seen.views += row.visits;
    if (row.last_at && (!seen.last_visit_at || row.last_at > seen.last_visit_at)) {
      seen.last_visit_at = row.last_at;
    }
    result.set(row.item, seen);
  }
  return result;
}

/** The link with its figures from the counts: none counted is 0 views, never visited. */
export function withCountedVisits<T extends { id: string }>(
  link: T,
  visits: ReadonlyMap<string, LinkVisits>,
): T & LinkVisits {
  const found = visits.get(link.id);
  return { ...link, views: found?.views ?? 0, last_visit_at: found?.last_visit_at ?? null };
}
