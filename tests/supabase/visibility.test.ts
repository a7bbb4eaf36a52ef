// Hidden videos against the real migrations: row-level security, not the page, keeps them from
// anon; the administrator still reads, reorders and re-shows them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

let t: SupabaseTestDb;
let ids: string[];

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  ids = await t.seedVideos(3);
});

const listSql = 'select id from public.videos order by order_position';
const hideSql = 'update public.videos set visible = $2 where id = $1 returning id, visible';
const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);

describe('videos: visibility', () => {
  it('existing and new rows are visible by default', async () => {
    const [row] = await t.run(
      user(t.adminId),
      `insert into public.videos (title, url, video_type) values ('Neuf', 'https://vimeo.com/1', 'vimeo')
       returning visible`,
    );
    expect(row?.visible).toBe(true);
    const rows = await t.run(anon, 'select visible from public.videos');
    expect(rows.map((r) => r.visible)).toEqual([true, true, true, true]);
  });

  it('a hidden row is invisible to anon and to a signed-in non-admin, even by id', async () => {
    const [hidden, ...rest] = ids;
    expect(await t.run(user(t.adminId), hideSql, [hidden, false])).toEqual([
      { id: hidden, visible: false },
    ]);
    for (const who of [anon, user(t.memberId)]) {
      expect(idsOf(await t.run(who, listSql))).toEqual(rest);
      expect(await t.run(who, 'select id from public.videos where id = $1', [hidden])).toEqual([]);
      expect(await t.run(who, 'select count(*)::int as n from public.videos')).toEqual([{ n: 2 }]);
    }
  });

  it('the administrator reads hidden rows, in their place, and shows them again', async () => {
    const [first, middle, last] = ids;
    await t.run(user(t.adminId), hideSql, [middle, false]);
    expect(idsOf(await t.run(user(t.adminId), listSql))).toEqual([first, middle, last]);
    await t.run(user(t.adminId), 'select public.reorder_videos($1)', [[last, middle, first]]);
    expect(idsOf(await t.run(anon, listSql))).toEqual([last, first]);
    await t.run(user(t.adminId), hideSql, [middle, true]);
    expect(idsOf(await t.run(anon, listSql))).toEqual([last, middle, first]);
  });

  it('only the administrator changes visibility', async () => {
    const [target] = ids;
    expect(await t.run(user(t.memberId), hideSql, [target, false])).toEqual([]);
    await expect(t.run(anon, hideSql, [target, false])).rejects.toThrow(/permission denied/);
    const rows = await t.sudo('select visible from public.videos where id = $1', [target]);
    expect(rows).toEqual([{ visible: true }]);
  });
});
