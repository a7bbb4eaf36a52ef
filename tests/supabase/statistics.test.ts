// Audience statistics against the real migrations (PostgreSQL 15 in npm test): the visitor's
// function as anon with the request headers PostgREST sets, the administrator-only read, and no
// API role near the tables or the salt.
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

const UA = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.sudo('delete from public.statistics_daily');
  await t.sudo('delete from public.statistics_seen');
  await t.sudo('delete from public.statistics_clients');
  await t.sudo('delete from public.statistics_shares');
  await t.sudo('delete from public.private_links');
  ids = await t.seedVideos(2);
});

/** One beacon as PostgREST runs it: anon, its request headers in request.headers. */
async function beacon(
  event: unknown,
  headers: Record<string, string> = {},
  who: Who = anon,
): Promise<void> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  await t.as(who, async (tx) => {
    const all = { 'user-agent': UA(1), 'x-forwarded-for': '198.51.100.7', ...headers };
    await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(all)]);
    await tx.query('select public.record_audience_event($1::text)', [body]);
  });
}

const rows = () =>
  t.sudo<{ kind: string; item: string; link: string; visits: number; plays: number }>(
    'select kind, item, link, visits, plays, completes from public.statistics_daily order by kind, item',
  );

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'accepted';
}

describe('record_audience_event', () => {
  it('counts a visitor once per page and day; three visitors count three', async () => {
    for (const n of [1, 2, 3, 3]) await beacon({ t: 'visit', p: '/' }, { 'user-agent': UA(n) });
    await beacon({ t: 'play', p: '/', f: ids[0] });
    await beacon({ t: 'play', p: '/', f: ids[0] });
    expect(await rows()).toMatchObject([
      { kind: 'film', item: ids[0], visits: 0, plays: 1 },
      { kind: 'page', item: '/', visits: 3 },
    ]);
  });

  it('refuses bad events with 22023 (400) and stores nothing', async () => {
    for (const event of [
      { t: 'click', p: '/' },
      { t: 'visit', p: '/admin/dashboard' },
      { t: 'visit', p: '/films/inconnu' },
      { t: 'play', p: '/', f: '00000000-0000-4000-8000-000000000000' },
      { t: 'visit', p: '/', f: ids[0] },
      { t: 'visit', p: '/', x: 1 },
      { t: 'visit', p: `/p/${'x'.repeat(43)}` },
      `{"t":"visit","p":"/","pad":"${'x'.repeat(1100)}"}`,
      'not json',
    ]) {
      expect(await refusal(beacon(event)), JSON.stringify(event).slice(0, 60)).toBe('22023');
    }
    expect(await rows()).toEqual([]);
  });

  it('never counts DNT, Sec-GPC, robots or headless browsers', async () => {
    await beacon({ t: 'visit', p: '/' }, { dnt: '1' });
    await beacon({ t: 'visit', p: '/' }, { 'sec-gpc': '1' });
    await beacon(
      { t: 'visit', p: '/' },
      { 'user-agent': UA(1).replace('Chrome/', 'HeadlessChrome/') },
    );
    await beacon({ t: 'visit', p: '/' }, { 'user-agent': 'curl/8.5.0' });
    expect(await rows()).toEqual([]);
  });

  it('counts a private link page and its films, hidden ones included', async () => {
    await t.sudo('update public.videos set visible = false where id = $1', [ids[1]]);
    const [link] = await t.run<{ l: { id: string; token: string } }>(
      user(t.adminId),
      "select public.create_private_link('Lumen', $1::uuid[], null, null, null) as l",
      [[ids[1]]],
    );
    const { id, token } = link?.l ?? { id: '', token: '' };
    await beacon({ t: 'visit', p: `/p/${token}` });
    await beacon({ t: 'play', p: `/p/${token}`, f: ids[1] });
    expect(await refusal(beacon({ t: 'play', p: `/p/${token}`, f: ids[0] }))).toBe('22023');
    expect(await refusal(beacon({ t: 'play', p: '/', f: ids[1] }))).toBe('22023');
    expect(await rows()).toMatchObject([
      { kind: 'film', item: ids[1], link: id, plays: 1 },
      { kind: 'link', item: id, link: '', visits: 1 },
    ]);
  });

  it('answers PT429 past 120 events per client in ten minutes', async () => {
    for (let n = 0; n < 120; n += 1) await beacon({ t: 'visit', p: '/' }, { 'user-agent': UA(n) });
    expect(await refusal(beacon({ t: 'visit', p: '/' }, { 'user-agent': UA(500) }))).toBe('PT429');
    // Another client is not held back; the first counted its share of the day only.
    await beacon({ t: 'visit', p: '/' }, { 'x-forwarded-for': '203.0.113.9' });
    expect((await rows())[0]?.visits).toBe(6 + 1);
  });

  // Issue 34, point 2, as the local server does it (server/routes/statistics.test.ts).
  it('bounds what one client adds to an item per day, whatever user agents; marks the day', async () => {
    for (let n = 0; n < 40; n += 1) {
      await beacon({ t: 'play', p: '/', f: ids[0] }, { 'user-agent': UA(n) });
    }
    expect(await rows()).toMatchObject([{ kind: 'film', item: ids[0], plays: 6 }]);
    await beacon({ t: 'play', p: '/', f: ids[0] }, { 'x-forwarded-for': '203.0.113.9' });
    expect(await rows()).toMatchObject([{ kind: 'film', item: ids[0], plays: 7 }]);
    // Sixty /64s of one IPv6 /48: 50 count.
    for (let n = 0; n < 60; n += 1) {
      await beacon(
        { t: 'visit', p: '/' },
        { 'x-forwarded-for': `2001:db8:aa:${n.toString(16)}::1` },
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const [answer] = await t.run<{ c: Array<Record<string, unknown>> }>(
      user(t.adminId),
      'select public.statistics_counts($1::date, $1::date) as c',
      [today],
    );
    expect(answer?.c).toEqual([
      expect.objectContaining({ kind: 'film', item: ids[0], plays: 7, limited: true }),
      expect.objectContaining({ kind: 'page', item: '/', visits: 50, limited: true }),
    ]);
  });
});

describe('who reads', () => {
  it('the administrator reads the counts; anon and other accounts read nothing', async () => {
    await beacon({ t: 'visit', p: '/' });
    const today = new Date().toISOString().slice(0, 10);
    const [answer] = await t.run<{ c: unknown[] }>(
      user(t.adminId),
      'select public.statistics_counts($1::date, $1::date) as c',
      [today],
    );
    expect(answer?.c).toMatchObject([{ day: today, kind: 'page', item: '/', visits: 1 }]);
    expect(
      await refusal(
        t.run(user(t.memberId), 'select public.statistics_counts(now()::date, now()::date)'),
      ),
    ).toBe('42501');
    expect(
      await refusal(t.run(anon, 'select public.statistics_counts(now()::date, now()::date)')),
    ).toBe('42501');
    expect(await t.run(user(t.memberId), 'select * from public.statistics_daily')).toEqual([]);
    for (const table of [
      'statistics_daily',
      'statistics_seen',
      'statistics_clients',
      'statistics_salt',
      'statistics_shares',
    ]) {
      expect(await refusal(t.run(anon, `select * from public.${table}`)), table).toBe('42501');
    }
    expect(await refusal(t.run(user(t.adminId), 'select * from public.statistics_salt'))).toBe(
      '42501',
    );
  });
});
