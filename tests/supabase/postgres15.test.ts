// The migrations on a real PostgreSQL 15 applied by a non-superuser `postgres` (as hosted), and
// the locks they take tested with real concurrent connections (one psql process each): the
// contact flood guard and the new video's position (advisory transaction locks), and the private
// link password throttle. PGlite (one connection, a superuser) cannot show any of this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres15, startPostgres15 } from '../support/supabase/postgres15.ts';

let pg: Postgres15;
let adminId = '';

beforeAll(async () => {
  pg = await startPostgres15();
  adminId = await pg.psql(
    "insert into auth.users (email) values ('admin@example.test') returning id",
    'supabase_admin',
  );
  await pg.psql(`insert into public.admins (user_id) values ('${adminId}')`, 'supabase_admin');
}, 120_000);

afterAll(() => {
  pg?.stop();
});

/** One transaction as a role with PostgREST's claims, on its own connection. */
const as = (role: 'anon' | 'authenticated', sql: string) =>
  pg.psql(
    `begin;
     select set_config('request.jwt.claims', '${JSON.stringify(
       role === 'anon' ? { role } : { role, sub: adminId },
     )}', true) \\g /dev/null
     set local role ${role};
     ${sql}
     commit;`,
  );

const settled = async (tasks: Promise<string>[]) => {
  const results = await Promise.allSettled(tasks);
  return {
    ok: results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<string>).value),
    errors: results
      .filter((r) => r.status === 'rejected')
      .map((r) => String((r as PromiseRejectedResult).reason)),
  };
};

describe('PostgreSQL 15, non-superuser postgres', () => {
  it('applied every migration as postgres, which is not a superuser', async () => {
    expect(await pg.psql("select rolsuper from pg_roles where rolname = 'postgres'")).toBe('f');
    expect(await pg.psql('select count(*) > 0 from public.site_settings')).toBe('t');
    expect(await pg.psql("select current_setting('server_version_num')::int / 10000")).toBe('15');
  });

  it('the flood guard lets exactly 30 of 36 concurrent messages in', async () => {
    const tasks = Array.from({ length: 36 }, (_, i) =>
      as(
        'anon',
        `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'm${i}');`,
      ),
    );
    const { ok, errors } = await settled(tasks);
    expect(ok).toHaveLength(30);
    expect(errors).toHaveLength(6);
    expect(errors.every((e) => e.includes('too many contact messages'))).toBe(true);
    expect(await pg.psql('select count(*) from public.contact_messages')).toBe('30');
  }, 120_000);

  it('twelve videos added at once get positions 0..11, none twice', async () => {
    const tasks = Array.from({ length: 12 }, (_, i) =>
      as(
        'authenticated',
        `insert into public.videos (title, url, video_type) values ('V${i}', 'https://youtu.be/abcdefghij${i % 10}', 'youtube');`,
      ),
    );
    const { errors } = await settled(tasks);
    expect(errors).toEqual([]);
    const positions = (await pg.psql('select order_position from public.videos order by 1'))
      .split('\n')
      .map(Number);
    expect(positions).toEqual(Array.from({ length: 12 }, (_, i) => i));
  }, 120_000);

  it('ten concurrent wrong passwords on one link: 5 checked, the rest throttled', async () => {
    const videoId = await pg.psql('select id from public.videos order by order_position limit 1');
    const link = JSON.parse(
      await as(
        'authenticated',
        `select public.create_private_link('Agence', array['${videoId}']::uuid[], null, 'un-mot-de-passe', null)::text;`,
      ),
    ) as { token: string };
    const tasks = Array.from({ length: 10 }, () =>
      pg.psql(
        `set role service_role; select (public.open_private_link('${link.token}', 'pas-le-bon', false, null))->>'state';`,
      ),
    );
    const { ok, errors } = await settled(tasks);
    expect(errors).toEqual([]);
    const states = ok.map((line) => line.split('\n').at(-1));
    expect(states.filter((s) => s === 'wrong')).toHaveLength(5);
    expect(states.filter((s) => s === 'throttled')).toHaveLength(5);
  }, 120_000);
});
