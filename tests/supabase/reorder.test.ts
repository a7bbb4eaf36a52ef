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
  ids = await t.seedVideos(4);
});

const reorder = 'select public.reorder_videos($1::uuid[])';
const order = async () =>
  (
    await t.sudo<{ id: string; order_position: number }>(
      'select id, order_position from public.videos order by order_position, id',
    )
  ).map((r) => [r.id, r.order_position]);

describe('reorder_videos', () => {
  it('the administrator applies positions 0..n-1 in the order given', async () => {
    const wanted = [ids[2], ids[0], ids[3], ids[1]] as string[];
    await t.run(user(t.adminId), reorder, [wanted]);
    expect(await order()).toEqual(wanted.map((id, i) => [id, i]));
  });

  it('anon cannot call it at all (no execute grant)', async () => {
    const before = await order();
    await expect(t.run(anon, reorder, [[...ids].reverse()])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await order()).toEqual(before);
  });

  it('a signed-in non-admin is refused and nothing moves', async () => {
    const before = await order();
    await expect(t.run(user(t.memberId), reorder, [[...ids].reverse()])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await order()).toEqual(before);
  });

  const badSets: [string, () => unknown[]][] = [
    ['a missing id', () => ids.slice(1)],
    ['a duplicated id', () => [ids[0], ids[0], ids[1], ids[2]]],
    ['an unknown id', () => [...ids.slice(1), '00000000-0000-4000-8000-000000000000']],
    ['an extra id', () => [...ids, '00000000-0000-4000-8000-000000000000']],
    ['a null id', () => [ids[0], ids[1], ids[2], null]],
    ['an empty list', () => []],
  ];
  for (const [name, build] of badSets) {
    it(`rejects ${name} and changes nothing`, async () => {
      const before = await order();
      await expect(t.run(user(t.adminId), reorder, [build()])).rejects.toMatchObject({
        code: '22023',
      });
      expect(await order()).toEqual(before);
    });
  }

  it('an empty list is fine when there are no videos', async () => {
    await t.seedVideos(0);
    await expect(t.run(user(t.adminId), reorder, [[]])).resolves.toHaveLength(1);
  });
});
