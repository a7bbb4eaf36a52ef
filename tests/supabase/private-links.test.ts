// Private links against the real migrations (PostgreSQL 15 in npm test), as each role: no
// anonymous read at all, the administrator's functions, and the visitor's function that only
// the service role runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anon,
  createSupabaseTestDb,
  type SupabaseTestDb,
  user,
  type Who,
} from '../support/supabase/db.ts';

let t: SupabaseTestDb;
let ids: string[];

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.sudo('delete from public.private_links');
  ids = await t.seedVideos(3);
});

interface LinkRow {
  id: string;
  token: string;
  video_ids: string[];
  has_password: boolean;
  views: number;
  disabled: boolean;
}

const admin = () => user(t.adminId);
const service = <R>(sql: string, params: unknown[] = []) =>
  t.db.transaction(async (tx) => {
    await tx.query('set local role service_role');
    return (await tx.query<R>(sql, params)).rows;
  });

async function create(who: Who, args: unknown[]): Promise<LinkRow> {
  const [row] = await t.run<{ l: LinkRow }>(
    who,
    'select public.create_private_link($1, $2::uuid[], $3, $4, $5::date) as l',
    args,
  );
  if (!row) throw new Error('no row');
  return row.l;
}

const open = async (
  token: string,
  password: string | null,
  count = true,
  grant: string | null = null,
) =>
  (
    await service<{ o: Record<string, unknown> | null }>(
      'select public.open_private_link($1, $2, $3, $4) as o',
      [token, password, count, grant],
    )
  )[0]?.o ?? null;

describe('private links: who reads and writes', () => {
  it('nobody but the administrator reads the tables; anon has no grant at all', async () => {
    const link = await create(admin(), ['A', [ids[0]], null, 'secret', null]);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const table of ['private_links', 'private_link_videos']) {
      await expect(t.run(anon, `select * from public.${table}`)).rejects.toThrow(
        /permission denied/,
      );
      expect(await t.run(user(t.memberId), `select * from public.${table}`)).toEqual([]);
      expect((await t.run(admin(), `select * from public.${table}`)).length).toBe(1);
    }
    // The admin reads rows, never writes them directly: only through the functions.
    await expect(t.run(admin(), "update public.private_links set name = 'x'")).rejects.toThrow(
      /permission denied/,
    );
  });

  it('anon and a signed-in non-admin can run none of the functions', async () => {
    const link = await create(admin(), ['A', [ids[0]], null, null, null]);
    const calls = [
      ['select public.list_private_links()', []],
      ["select public.create_private_link('B', $1::uuid[])", [[ids[0]]]],
      ['select public.delete_private_link($1)', [link.id]],
      ['select public.open_private_link($1, null, true)', [link.token]],
    ] as const;
    for (const [sql, params] of calls) {
      await expect(t.run(anon, sql, [...params])).rejects.toThrow(/permission denied/);
    }
    await expect(t.run(user(t.memberId), calls[0][0])).rejects.toThrow(/administrator only/);
    await expect(t.run(user(t.memberId), calls[3][0], [link.token])).rejects.toThrow(
      /permission denied/,
    );
    await expect(t.run(admin(), calls[3][0], [link.token])).rejects.toThrow(/permission denied/);
  });

  it('creates, lists, edits without changing the address, disables and deletes', async () => {
    const link = await create(admin(), ['A', [ids[2], ids[0]], ' Bonjour ', 'pw', '2099-12-31']);
    expect(link).toMatchObject({ video_ids: [ids[2], ids[0]], has_password: true, views: 0 });
    const [edited] = await t.run<{ l: LinkRow & { message: string | null } }>(
      admin(),
      "select public.update_private_link($1, 'B', $2::uuid[], null, null, 'remove', null) as l",
      [link.id, [ids[1]]],
    );
    expect(edited?.l).toMatchObject({
      token: link.token,
      video_ids: [ids[1]],
      has_password: false,
      message: null,
    });
    const [off] = await t.run<{ l: LinkRow }>(
      admin(),
      'select public.set_private_link_disabled($1, true) as l',
      [link.id],
    );
    expect(off?.l.disabled).toBe(true);
    const [list] = await t.run<{ l: LinkRow[] }>(
      admin(),
      'select public.list_private_links() as l',
    );
    expect(list?.l.map((l) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(list)).not.toContain('$2');
    const [gone] = await t.run(admin(), 'select public.delete_private_link($1) as ok', [link.id]);
    expect(gone).toEqual({ ok: true });
    expect(await t.sudo('select * from public.private_link_videos')).toEqual([]);
  });

  it('refuses an unknown film, no film, or an empty name, and stores nothing', async () => {
    const unknown = crypto.randomUUID();
    await expect(create(admin(), ['A', [ids[0], unknown], null, null, null])).rejects.toThrow(
      /video_unknown/,
    );
    await expect(create(admin(), ['A', [], null, null, null])).rejects.toThrow(/videos_required/);
    await expect(create(admin(), ['  ', [ids[0]], null, null, null])).rejects.toThrow(
      /private_links_name_length/,
    );
    expect(await t.sudo('select * from public.private_links')).toEqual([]);
  });

  it('a deleted film leaves its links', async () => {
    const link = await create(admin(), ['A', [ids[0], ids[1]], null, null, null]);
    await t.sudo('delete from public.videos where id = $1', [ids[0]]);
    const [row] = await t.run<{ l: LinkRow[] }>(admin(), 'select public.list_private_links() as l');
    expect(row?.l[0]?.video_ids).toEqual([ids[1]]);
    expect(row?.l[0]?.id).toBe(link.id);
  });
});

describe('private links: the visitor (service role only)', () => {
  it('unknown, disabled, expired and deleted: the same null', async () => {
    const disabled = await create(admin(), ['A', [ids[0]], null, null, null]);
    await t.run(admin(), 'select public.set_private_link_disabled($1, true)', [disabled.id]);
    const expired = await create(admin(), ['A', [ids[0]], null, null, '2000-01-01']);
    const deleted = await create(admin(), ['A', [ids[0]], null, null, null]);
    await t.run(admin(), 'select public.delete_private_link($1)', [deleted.id]);
    for (const token of ['x'.repeat(43), '', disabled.token, expired.token, deleted.token]) {
      expect(await open(token, null)).toBeNull();
    }
  });

  it('gives the films in order, hidden ones too, and counts only when asked', async () => {
    await t.sudo('update public.videos set visible = false where id = $1', [ids[1]]);
    const link = await create(admin(), ['A', [ids[1], ids[0]], 'Bonjour', null, null]);
    const opened = await open(link.token, null);
    expect(opened).toMatchObject({ state: 'ok', message: 'Bonjour' });
    const films = opened?.films as { id: string; visible: boolean }[];
    expect(films.map((f) => [f.id, f.visible])).toEqual([
      [ids[1], false],
      [ids[0], true],
    ]);
    await open(link.token, null, false);
    const [row] = await t.sudo<{ views: number; last_visit_at: unknown }>(
      'select views, last_visit_at from public.private_links where id = $1',
      [link.id],
    );
    expect(row?.views).toBe(1);
    expect(row?.last_visit_at).not.toBeNull();
  });

  it('a password: asked, wrong, then at most 5 checks a minute per link, right one included', async () => {
    const link = await create(admin(), ['A', [ids[0]], null, 'le-bon', null]);
    expect(await open(link.token, null)).toEqual({ state: 'password' });
    const states: unknown[] = [];
    for (let i = 0; i < 6; i += 1) states.push((await open(link.token, 'mauvais'))?.state);
    expect(states).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'throttled']);
    const refused = await open(link.token, 'le-bon');
    expect(refused).toMatchObject({ state: 'throttled' });
    expect(refused?.retry_after).toBeGreaterThanOrEqual(1);
    expect(refused?.retry_after).toBeLessThanOrEqual(60);
    // A minute later (not fifteen), the right password opens again: no long lock-out.
    await t.sudo(
      "update public.private_links set failures_since = now() - interval '61 seconds' where id = $1",
      [link.id],
    );
    expect(await open(link.token, 'le-bon')).toMatchObject({ state: 'ok' });
  });

  it('a grant from an earlier access opens without a password until the password changes', async () => {
    const link = await create(admin(), ['A', [ids[0]], null, 'le-bon', null]);
    const first = await open(link.token, 'le-bon', false);
    const grant = String(first?.grant);
    expect(grant).toMatch(/^[0-9a-f]{64}$/);
    expect(await open(link.token, null, false, grant)).toMatchObject({ state: 'ok', grant });
    expect(await open(link.token, null, false, 'f'.repeat(64))).toEqual({ state: 'password' });
    // Uses of a grant are not password checks: they never reach the rate.
    for (let i = 0; i < 6; i += 1) await open(link.token, null, false, grant);
    expect(await open(link.token, 'le-bon', false)).toMatchObject({ state: 'ok' });
    // Another link's grant does not open this one.
    const other = await create(admin(), ['B', [ids[0]], null, 'le-bon', null]);
    expect(await open(other.token, null, false, grant)).toEqual({ state: 'password' });
    await t.run(
      admin(),
      "select public.update_private_link($1, 'A', $2::uuid[], null, 'nouveau', 'set', null)",
      [link.id, [ids[0]]],
    );
    expect(await open(link.token, null, false, grant)).toEqual({ state: 'password' });
    // A link without a password has no grant to give.
    const open_ = await create(admin(), ['C', [ids[0]], null, null, null]);
    expect(await open(open_.token, null, false)).toMatchObject({ state: 'ok', grant: null });
  });

  it('the private buckets have no public address and no anonymous read; the admin reads', async () => {
    for (const [bucket, name] of [
      ['private-videos', 'caché.mp4'],
      ['private-thumbnails', 'affiche.jpg'],
    ] as const) {
      const [row] = await t.sudo<{ public: boolean }>(
        'select public from storage.buckets where id = $1',
        [bucket],
      );
      expect(row?.public).toBe(false);
      await t.sudo('insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);
      const read = 'select name from storage.objects where bucket_id = $1';
      expect(await t.run(anon, read, [bucket])).toEqual([]);
      expect(await t.run(user(t.memberId), read, [bucket])).toEqual([]);
      // What Storage checks before it signs an address for the admin's preview.
      expect(await t.run(admin(), read, [bucket])).toEqual([{ name }]);
    }
    // Moves between a public bucket and its private counterpart, by the admin only.
    const move = `update storage.objects set bucket_id = $2 where bucket_id = $1 and name = $3
                  returning name`;
    await t.sudo("insert into storage.objects (bucket_id, name) values ('thumbnails', 'p.jpg')");
    expect(
      await t.run(user(t.memberId), move, ['thumbnails', 'private-thumbnails', 'p.jpg']),
    ).toEqual([]);
    expect(await t.run(admin(), move, ['thumbnails', 'private-thumbnails', 'p.jpg'])).toEqual([
      { name: 'p.jpg' },
    ]);
    expect(await t.run(admin(), move, ['private-thumbnails', 'thumbnails', 'p.jpg'])).toEqual([
      { name: 'p.jpg' },
    ]);
  });
});
