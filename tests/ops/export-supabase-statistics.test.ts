// npm run export:supabase carries the audience counts: the local daily rows arrive in the
// project's statistics_daily (against the stand-in project, real migrations on PostgreSQL 15), and a
// second run writes nothing.
import { describe, expect, it } from 'vitest';
import { exportSite, standInPerTest } from '../support/harness/export-run.ts';
import { seedSite } from '../support/harness/ops-site.ts';
import { tempDataDirs } from '../support/harness/temp-dirs.ts';

const temp = tempDataDirs('filmfolio-ops-');
const project = standInPerTest();

describe('npm run export:supabase: audience counts', () => {
  it('copies every daily count once', async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 2);
    const [film] = store.videos.list();
    if (!film) throw new Error('seed');
    const at = new Date('2026-11-20T10:00:00Z');
    const page = { kind: 'page' as const, item: '/', link: '' };
    for (const key of ['a', 'b']) {
      store.statistics.record({ type: 'visit', at, key, ceiling: 100 }, page);
    }
    store.statistics.record(
      { type: 'complete', at, key: 'c', ceiling: 100 },
      { kind: 'film', item: film.id, link: '' },
    );
    store.close();

    const first = await exportSite(dataDir, target);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('statistics: 2 daily counts written');
    const rows = await target.t.sudo<{ day: string; item: string; visits: number }>(
      "select to_char(day, 'YYYY-MM-DD') as day, kind, item, visits, completes from public.statistics_daily order by kind",
    );
    expect(rows).toEqual([
      { day: '2026-11-20', kind: 'film', item: film.id, visits: 0, completes: 1 },
      { day: '2026-11-20', kind: 'page', item: '/', visits: 2, completes: 0 },
    ]);
    const second = await exportSite(dataDir, target);
    expect(second.stdout).toContain('statistics: 0 daily counts written; 2 daily counts unchanged');
  }, 90_000);
});
