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

const insertSql = `insert into public.videos (title, description, url, video_type, thumbnail_url,
  order_position, layout) values ($1, $2, $3, $4, $5, $6, 'normal') returning *`;
const newVideo = ['Nouveau', null, 'https://vimeo.com/123456', 'vimeo', null, 3];

describe('videos: reading', () => {
  it('anyone reads the list, signed in or not', async () => {
    for (const who of [anon, user(t.memberId), user(t.adminId)]) {
      const rows = await t.run(who, 'select * from public.videos order by order_position');
      expect(rows.map((r) => r.id)).toEqual(ids);
    }
  });
});

describe('videos: writing', () => {
  it('the administrator inserts, with the product defaults', async () => {
    const [row] = await t.run(user(t.adminId), insertSql, newVideo);
    expect(row).toMatchObject({ title: 'Nouveau', layout: 'normal', keep_small_format: false });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the database places a new video after the last one, one at a time', async () => {
    const placeSql = `insert into public.videos (title, url, video_type)
      values ($1, 'https://vimeo.com/123456', 'vimeo') returning order_position`;
    const admin = user(t.adminId);
    const positions = await Promise.all(
      ['Premier', 'Second'].map(async (title) => (await t.run(admin, placeSql, [title]))[0]),
    );
    expect(positions.map((row) => row?.order_position).sort()).toEqual([3, 4]);
    // The advisory lock is held until the inserting transaction ends, so a concurrent insert
    // waits for this one's row before it reads max(order_position).
    const held = await t.as(admin, async (tx) => {
      await tx.query(placeSql, ['Troisième']);
      return (await tx.query("select 1 from pg_locks where locktype = 'advisory'")).rows.length;
    });
    expect(held).toBe(1);
    await t.sudo('delete from public.videos');
    expect((await t.run(admin, placeSql, ['Seul']))[0]?.order_position).toBe(0);
  });

  it('an explicit position is kept as given', async () => {
    const [row] = await t.run(user(t.adminId), insertSql, [...newVideo.slice(0, 5), 1]);
    expect(row?.order_position).toBe(1);
  });

  it('anon and a signed-in non-admin cannot insert', async () => {
    await expect(t.run(anon, insertSql, newVideo)).rejects.toMatchObject({ code: '42501' });
    await expect(t.run(user(t.memberId), insertSql, newVideo)).rejects.toMatchObject({
      code: '42501',
    });
    expect(await t.sudo('select id from public.videos')).toHaveLength(3);
  });

  it('only the administrator updates; others change nothing', async () => {
    const sql = "update public.videos set layout = 'full' where id = $1 returning id";
    await expect(t.run(anon, sql, [ids[0]])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), sql, [ids[0]])).toEqual([]);
    expect(await t.run(user(t.adminId), sql, [ids[0]])).toHaveLength(1);
    const [row] = await t.sudo('select layout from public.videos where id = $1', [ids[0]]);
    expect(row?.layout).toBe('full');
  });

  it('only the administrator deletes; others delete nothing', async () => {
    const sql = 'delete from public.videos where id = $1 returning id';
    await expect(t.run(anon, sql, [ids[1]])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), sql, [ids[1]])).toEqual([]);
    expect(await t.sudo('select id from public.videos')).toHaveLength(3);
    expect(await t.run(user(t.adminId), sql, [ids[1]])).toHaveLength(1);
    expect(await t.sudo('select id from public.videos')).toHaveLength(2);
  });

  it('updated_at moves on update and clients cannot write id or timestamps', async () => {
    const [before] = await t.sudo<{ updated_at: Date }>(
      'select updated_at from public.videos where id = $1',
      [ids[0]],
    );
    await t.run(user(t.adminId), 'update public.videos set title = $2 where id = $1', [
      ids[0],
      'Titre modifié',
    ]);
    const [after] = await t.sudo<{ updated_at: Date }>(
      'select updated_at from public.videos where id = $1',
      [ids[0]],
    );
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
    await expect(
      t.run(user(t.adminId), "update public.videos set created_at = now() - interval '1 day'"),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      t.run(user(t.adminId), 'update public.videos set id = gen_random_uuid() where id = $1', [
        ids[0],
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('videos: checks reject bad rows, even from the administrator', () => {
  const cases: [string, unknown[]][] = [
    ['unknown type', ['Titre', null, 'https://x.test/v.mp4', 'dailymotion', null, 0]],
    ['negative position', ['Titre', null, 'https://youtu.be/abcdefghijk', 'youtube', null, -1]],
    ['blank title', ['   ', null, 'https://youtu.be/abcdefghijk', 'youtube', null, 0]],
    ['title over 200', ['t'.repeat(201), null, 'https://youtu.be/abcdefghijk', 'youtube', null, 0]],
    [
      'description over 2000',
      ['Titre', 'd'.repeat(2001), 'https://youtu.be/a', 'youtube', null, 0],
    ],
    ['url over 2048', ['Titre', null, `https://x.test/${'u'.repeat(2040)}`, 'direct', null, 0]],
    ['empty url', ['Titre', null, '', 'direct', null, 0]],
  ];
  for (const [name, params] of cases) {
    it(name, async () => {
      await expect(t.run(user(t.adminId), insertSql, params)).rejects.toMatchObject({
        code: '23514',
      });
    });
  }

  it('a missing title or url is refused', async () => {
    await expect(
      t.run(user(t.adminId), "insert into public.videos (url) values ('https://youtu.be/a')"),
    ).rejects.toMatchObject({ code: '23502' });
  });
});
