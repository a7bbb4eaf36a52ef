import { describe, expect, it } from 'vitest';
import type { DailyCount } from '../../../src/lib/statistics/counts.ts';
import { dailyCount } from '../../../tests/support/data/daily-count.ts';
import { planStatistics } from './statistics-plan.ts';

const row = (fields: Partial<DailyCount>) =>
  dailyCount({ day: '2026-11-20', kind: 'page', item: '/', ...fields });

describe('the export of the audience counts', () => {
  it('sends what the project lacks, merges by the larger figure, and nothing the second time', () => {
    const local = [
      row({ visits: 3, last_at: '2026-11-20T10:00:00.000Z' }),
      row({ day: '2026-11-21', kind: 'film', item: 'f1', plays: 2, completes: 1 }),
      row({ day: '2026-11-22', kind: 'link', item: 'l1', visits: 1 }),
    ];
    const remote = [
      row({ visits: 5, last_at: '2026-11-20T09:00:00.000Z' }),
      row({ day: '2026-11-22', kind: 'link', item: 'l1', visits: 1 }),
    ];
    const plan = planStatistics(local, remote);
    // Every row written names `limited` (issue 34, point 2), false here.
    expect(plan.upsert).toEqual([
      row({ visits: 5, last_at: '2026-11-20T10:00:00.000Z', limited: false }),
      row({ day: '2026-11-21', kind: 'film', item: 'f1', plays: 2, completes: 1, limited: false }),
    ]);
    expect(plan.unchanged).toBe(1);
    // As the project answers them: its own time format.
    const after = [...plan.upsert, remote[1] as DailyCount].map((r) => ({
      ...r,
      last_at: r.last_at?.replace('.000Z', '+00:00') ?? null,
    }));
    expect(planStatistics(local, after)).toEqual({ upsert: [], unchanged: 3 });
  });

  it('keeps a day marked limited on either side marked, and writes it when only that differs', () => {
    const plan = planStatistics([row({ visits: 2, limited: true })], [row({ visits: 2 })]);
    expect(plan.upsert).toEqual([row({ visits: 2, limited: true })]);
    expect(planStatistics([row({ visits: 2 })], [row({ visits: 2, limited: true })])).toEqual({
      upsert: [],
      unchanged: 1,
    });
  });
});
