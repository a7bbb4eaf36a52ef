import { describe, expect, it } from 'vitest';
import { dailyCount } from '../../../tests/support/data/daily-count.ts';
import type { DailyCount } from './counts.ts';
import { keptRanges, linkVisits, withCountedVisits } from './link-visits.ts';
import { MAX_RANGE_DAYS } from './period.ts';

const count = (over: Partial<DailyCount>) =>
  dailyCount({ day: '2026-11-26', kind: 'link', item: 'a', ...over });

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

describe('link visits from the audience counts', () => {
  it('reads 25 months in ranges the counts function accepts, with no gap or overlap', () => {
    const ranges = keptRanges('2026-11-26');
    expect(ranges.at(-1)?.to).toBe('2026-11-26');
    expect(ranges[0] && days(ranges[0].from, '2026-11-26')).toBeGreaterThan(25 * 31);
    for (const r of ranges) expect(days(r.from, r.to)).toBe(MAX_RANGE_DAYS);
    for (let i = 1; i < ranges.length; i++) {
      expect(days(ranges[i - 1]?.to ?? '', ranges[i]?.from ?? '')).toBe(2);
    }
  });

  it("sums each link's visits over the days and keeps its latest visit", () => {
    const visits = linkVisits([
      count({ day: '2025-01-02', visits: 4, last_at: '2025-01-02T10:00:00.000Z' }),
      count({ day: '2026-11-25', visits: 2, last_at: '2026-11-25T08:00:00.000Z' }),
      count({ day: '2026-11-24', visits: 1, last_at: '2026-11-24T23:00:00.000Z' }),
      count({ item: 'b', visits: 3, last_at: null }),
      count({ kind: 'film', item: 'a', link: 'a', visits: 9, plays: 9 }),
      count({ kind: 'page', item: '/', visits: 50 }),
    ]);
    expect(Object.fromEntries(visits)).toEqual({
      a: { views: 7, last_visit_at: '2026-11-25T08:00:00.000Z' },
      b: { views: 3, last_visit_at: null },
    });
  });

  it('puts the counted figures on a link in place of its own, none counted being 0', () => {
    const visits = linkVisits([count({ visits: 2, last_at: '2026-11-25T08:00:00.000Z' })]);
    const stale = { id: 'a', name: 'Lumen', views: 40, last_visit_at: '2024-01-01T00:00:00Z' };
    expect(withCountedVisits(stale, visits)).toEqual({
      id: 'a',
      name: 'Lumen',
      views: 2,
      last_visit_at: '2026-11-25T08:00:00.000Z',
    });
    expect(withCountedVisits({ ...stale, id: 'z' }, visits)).toMatchObject({
      views: 0,
      last_visit_at: null,
    });
  });
});
