import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anon,
  createSupabaseTestDb,
  migrationFiles,
  type SupabaseTestDb,
  user,
} from '../support/supabase/db.ts';

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
  await t.seedVideos(2);
});
afterAll(async () => {
  await t.db.close();
});

describe('the administrator allow-list', () => {
  it('migration files carry the timestamped names the Supabase CLI expects', () => {
    expect(migrationFiles().length).toBeGreaterThanOrEqual(4);
  });

  it('a fresh sign-up gets no write access anywhere', async () => {
    const newcomer = user(await t.signUp('newcomer@example.test'));
    await expect(
      t.run(newcomer, "insert into public.videos (title, url) values ('x', 'https://youtu.be/a')"),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(newcomer, "update public.videos set title = 'pris' returning id")).toEqual(
      [],
    );
    expect(await t.run(newcomer, 'delete from public.videos returning id')).toEqual([]);
    const ids = (await t.sudo<{ id: string }>('select id from public.videos')).map((r) => r.id);
    await expect(
      t.run(newcomer, 'select public.reorder_videos($1::uuid[])', [ids.reverse()]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      t.run(newcomer, "insert into storage.objects (bucket_id, name) values ('videos', 'x.mp4')"),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(newcomer, 'select * from public.contact_messages')).toEqual([]);
    expect(await t.run(newcomer, 'select public.is_admin() as yes')).toEqual([{ yes: false }]);
  });

  it('nobody can add themselves to the list or read it through the API', async () => {
    for (const who of [anon, user(t.memberId), user(t.adminId)]) {
      await expect(
        t.run(who, 'insert into public.admins (user_id) values ($1)', [t.memberId]),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(t.run(who, 'select * from public.admins')).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  it('is_admin answers for the caller only, and anon may not call it', async () => {
    expect(await t.run(user(t.adminId), 'select public.is_admin() as yes')).toEqual([
      { yes: true },
    ]);
    expect(await t.run(user(t.memberId), 'select public.is_admin() as yes')).toEqual([
      { yes: false },
    ]);
    await expect(t.run(anon, 'select public.is_admin()')).rejects.toMatchObject({ code: '42501' });
  });

  it('removing the row revokes the rights at once', async () => {
    const former = await t.signUp('former@example.test');
    await t.sudo('insert into public.admins (user_id) values ($1)', [former]);
    expect(await t.run(user(former), 'select public.is_admin() as yes')).toEqual([{ yes: true }]);
    await t.sudo('delete from public.admins where user_id = $1', [former]);
    await expect(
      t.run(
        user(former),
        "insert into public.videos (title, url) values ('x', 'https://youtu.be/a')",
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('grants are no wider than the policies', () => {
  const privileges = async (role: string, table: string) =>
    (
      await t.sudo<{ p: string }>(
        `select p from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
         where case when p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
           then has_any_column_privilege($1, $2, p) else has_table_privilege($1, $2, p) end
         order by p`,
        [role, table],
      )
    ).map((r) => r.p);

  it('on every table of ours', async () => {
    expect(await privileges('anon', 'public.videos')).toEqual(['SELECT']);
    expect(await privileges('authenticated', 'public.videos')).toEqual([
      'DELETE',
      'INSERT',
      'SELECT',
      'UPDATE',
    ]);
    expect(await privileges('anon', 'public.contact_messages')).toEqual(['INSERT']);
    expect(await privileges('authenticated', 'public.contact_messages')).toEqual([
      'DELETE',
      'INSERT',
      'SELECT',
    ]);
    expect(await privileges('anon', 'public.admins')).toEqual([]);
    expect(await privileges('authenticated', 'public.admins')).toEqual([]);
  });

  it('row-level security is on for every table in public', async () => {
    const rows = await t.sudo<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(rows).toEqual([
      { relname: 'admins', relrowsecurity: true },
      { relname: 'contact_messages', relrowsecurity: true },
      { relname: 'private_link_videos', relrowsecurity: true },
      { relname: 'private_links', relrowsecurity: true },
      { relname: 'site_rebuild_status', relrowsecurity: true },
      { relname: 'site_settings', relrowsecurity: true },
      { relname: 'statistics_clients', relrowsecurity: true },
      { relname: 'statistics_daily', relrowsecurity: true },
      { relname: 'statistics_salt', relrowsecurity: true },
      { relname: 'statistics_seen', relrowsecurity: true },
      { relname: 'statistics_shares', relrowsecurity: true },
      { relname: 'video_slug_history', relrowsecurity: true },
      { relname: 'videos', relrowsecurity: true },
    ]);
  });

  it('every function of ours pins search_path, and only is_admin is security definer among callables', async () => {
    const rows = await t.sudo<{ proname: string; prosecdef: boolean; proconfig: string[] | null }>(
      `select p.proname, p.prosecdef, p.proconfig from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by p.proname`,
    );
    for (const row of rows) expect(row.proconfig).toContain('search_path=""');
    // The definer triggers are not callable (checked below); is_admin is callable, and so are
    // the private links' functions for the signed-in (each refuses all but the administrator)
    // and open_private_link for the service role alone (tests/supabase/private-links.test.ts);
    // statistics_counts refuses all but the administrator (tests/supabase/statistics.test.ts).
    expect(rows.filter((r) => r.prosecdef).map((r) => r.proname)).toEqual([
      'contact_messages_flood_guard',
      'create_private_link',
      'delete_private_link',
      'fill_video_slug',
      'is_admin',
      'list_private_links',
      'open_private_link',
      'private_link_json',
      'record_audience_event',
      'remember_video_slug',
      'require_admin',
      'set_private_link_disabled',
      'statistics_counts',
      'update_private_link',
      'write_private_link_videos',
    ]);
    const callable = await t.sudo<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')`,
    );
    // The audience beacon's one way in: it checks every event and reads nothing back.
    expect(callable).toEqual([{ proname: 'record_audience_event' }]);
  });
});
