// The locks of our migrations under staged races on a real PostgreSQL 15 (see
// tests/support/supabase/postgres15-races.ts), each race run twice: against the migrations as they are,
// and against a copy of the function with its lock statement removed. The second run is the
// control: it shows the anomaly the lock prevents, so the first run cannot pass by luck.
// The reorder races are in postgres15-reorder-races.test.ts.
import { describe, expect, it } from 'vitest';
import {
  AT_GATE,
  raceAtGate,
  racer,
  startRaceCluster,
  unlocked,
  waiting,
} from '../support/supabase/postgres15-races.ts';

const cluster = startRaceCluster();
const { sudo, asAdmin } = cluster;

const ADVISORY_LOCK = /perform pg_catalog\.pg_advisory_xact_lock\([^;]*\);/;

/** 28 messages stored, then 4 senders whose guards all run before any of them commits. */
async function floodRace() {
  await sudo(`delete from public.contact_messages;
    insert into public.contact_messages (name, email, message)
      select 'P', 'p@example.com', 'm' || g from generate_series(1, 28) g;`);
  // With the lock: one sender at the gate, three queued on the guard; without: four at the gate.
  const { ok, errors } = await raceAtGate(
    cluster.pg,
    () =>
      Array.from({ length: 4 }, (_, i) =>
        racer(
          cluster.pg,
          `flood-${i}`,
          'anon',
          '',
          `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'r${i}');
           ${AT_GATE}`,
        ),
      ),
    `(${waiting('flood-', 'advisory')}) = 4`,
  );
  return {
    ok: ok.length,
    errors,
    stored: await sudo('select count(*) from public.contact_messages'),
  };
}

/** 4 videos added at once, each holding its transaction open until all have been placed. */
async function positionRace() {
  await sudo('delete from public.videos');
  const { errors } = await raceAtGate(
    cluster.pg,
    () =>
      Array.from({ length: 4 }, (_, i) =>
        asAdmin(
          `place-${i}`,
          `insert into public.videos (title, url, video_type) values ('V${i}', 'https://youtu.be/abcdefghij${i}', 'youtube');
           ${AT_GATE}`,
        ),
      ),
    `(${waiting('place-', 'advisory')}) = 4`,
  );
  expect(errors).toEqual([]);
  return (await sudo('select order_position from public.videos order by 1'))
    .split('\n')
    .map(Number);
}

// The throttle has no explicit lock: one UPDATE counts the try, so parallel tries queue on the
// link's row. The control splits it into a read, then a write of what was read.
const ATOMIC_COUNT =
  /update public\.private_links set\s+failures = case[\s\S]*?returning failures, failures_since into v_tries, v_since;/;
const READ_THEN_WRITE = `select case when failures_since is null or failures_since <= now() - interval '1 minute'
            then 1 else failures + 1 end,
          case when failures_since is null or failures_since <= now() - interval '1 minute'
            then now() else failures_since end
        into v_tries, v_since from public.private_links where id = l.id;
      update public.private_links set failures = v_tries, failures_since = v_since where id = l.id;`;

/** 6 wrong passwords at once on a fresh link (5 checks a minute are allowed). */
async function throttleRace() {
  await sudo(`delete from public.videos;
    insert into public.videos (title, url, video_type) values ('L', 'https://youtu.be/abcdefghijk', 'youtube');`);
  const videoId = await sudo('select id from public.videos');
  const link = JSON.parse(
    await asAdmin(
      'link',
      `select public.create_private_link('Agence', array['${videoId}']::uuid[], null, 'un-mot-de-passe', null)::text;`,
    ),
  ) as { token: string };
  // With the atomic count: one try at the gate, five queued on the row; the control too (its
  // writes queue on the row after each read what was committed before).
  const { ok, errors } = await raceAtGate(
    cluster.pg,
    () =>
      Array.from({ length: 6 }, (_, i) =>
        cluster.pg.psql(
          `set application_name = 'try-${i}';
           begin;
           set local role service_role;
           select (public.open_private_link('${link.token}', 'pas-le-bon', false, null))->>'state';
           ${AT_GATE}
           commit;`,
        ),
      ),
    `(${waiting('try-')}) = 6`,
  );
  expect(errors).toEqual([]);
  return ok.map((line) => line.split('\n').at(-1)).sort();
}

describe('contact flood guard: 28 stored, 4 senders race for the last 2 places', () => {
  it('with its advisory lock: 2 get in, 2 are refused, 30 stored', async () => {
    const { ok, errors, stored } = await floodRace();
    expect(ok).toBe(2);
    expect(errors).toHaveLength(2);
    expect(errors.every((e) => e.includes('too many contact messages'))).toBe(true);
    expect(stored).toBe('30');
  }, 120_000);

  it('control, the lock removed: all 4 get in, 32 stored', async () => {
    const result = await unlocked(
      cluster.pg,
      'public.contact_messages_flood_guard()',
      ADVISORY_LOCK,
      floodRace,
    );
    expect(result).toMatchObject({ ok: 4, errors: [], stored: '32' });
  }, 120_000);
});

describe('new video position: 4 added at once into an empty list', () => {
  it('with its advisory lock: positions 0, 1, 2, 3', async () => {
    expect(await positionRace()).toEqual([0, 1, 2, 3]);
  }, 120_000);

  it('control, the lock removed: all 4 at position 0', async () => {
    expect(
      await unlocked(cluster.pg, 'public.place_new_video()', ADVISORY_LOCK, positionRace),
    ).toEqual([0, 0, 0, 0]);
  }, 120_000);
});

describe('private link throttle: 6 wrong passwords at once', () => {
  it('with the one-statement count: 5 checked, 1 throttled', async () => {
    expect(await throttleRace()).toEqual([
      'throttled',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
    ]);
  }, 120_000);

  it('control, read then write: all 6 checked, none throttled', async () => {
    const states = await unlocked(
      cluster.pg,
      'public.open_private_link(text, text, boolean, text)',
      ATOMIC_COUNT,
      throttleRace,
      READ_THEN_WRITE,
    );
    expect(states).toEqual(Array(6).fill('wrong'));
  }, 120_000);
});
