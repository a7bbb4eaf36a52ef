// The locks of our migrations under staged races on a real PostgreSQL 15 (see
// tests/support/postgres15-races.ts), each race run twice: against the migrations as they are,
// and against a copy of the function with its lock statement removed. The second run is the
// control: it shows the anomaly the lock prevents, so the first run cannot pass by luck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres15, startPostgres15 } from '../support/postgres15.ts';
import {
  AT_GATE,
  closeGate,
  outcome,
  racer,
  waiting,
  waitUntil,
  withoutLock,
} from '../support/postgres15-races.ts';

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

const sudo = (sql: string) => pg.psql(sql, 'supabase_admin');
const asAdmin = (name: string, sql: string) => racer(pg, name, 'authenticated', adminId, sql);

/** Runs `race` against a copy of `fn` without the statement matching `lock`, then restores. */
async function unlocked<T>(fn: string, lock: RegExp, race: () => Promise<T>): Promise<T> {
  const restore = await withoutLock(pg, fn, lock);
  try {
    return await race();
  } finally {
    await restore();
  }
}

/** Resolves true once `task` waits on a lock, false if it finished without waiting. */
async function waitsOnLock(name: string, task: Promise<string>): Promise<boolean> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  task.then(mark, mark);
  const end = Date.now() + 30_000;
  while (!settled) {
    if ((await sudo(`select (${waiting(name)}) = 1`)) === 't') return true;
    if (Date.now() > end) throw new Error(`${name} neither waited nor finished`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const ADVISORY_LOCK = /perform pg_catalog\.pg_advisory_xact_lock\([^;]*\);/;
const REORDER_LOCK = /lock table public\.videos in share row exclusive mode;/;

/** 28 messages stored, then 4 senders whose guards all run before any of them commits. */
async function floodRace() {
  await sudo(`delete from public.contact_messages;
    insert into public.contact_messages (name, email, message)
      select 'P', 'p@example.com', 'm' || g from generate_series(1, 28) g;`);
  const gate = await closeGate(pg);
  const senders = Array.from({ length: 4 }, (_, i) =>
    racer(
      pg,
      `flood-${i}`,
      'anon',
      '',
      `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'r${i}');
       ${AT_GATE}`,
    ),
  );
  // With the lock: one sender at the gate, three queued on the guard; without: four at the gate.
  await waitUntil(pg, `(${waiting('flood-', 'advisory')}) = 4`);
  await gate.open();
  const { ok, errors } = await outcome(senders);
  return {
    ok: ok.length,
    errors,
    stored: await sudo('select count(*) from public.contact_messages'),
  };
}

/** 4 videos added at once, each holding its transaction open until all have been placed. */
async function positionRace() {
  await sudo('delete from public.videos');
  const gate = await closeGate(pg);
  const adds = Array.from({ length: 4 }, (_, i) =>
    asAdmin(
      `place-${i}`,
      `insert into public.videos (title, url, video_type) values ('V${i}', 'https://youtu.be/abcdefghij${i}', 'youtube');
       ${AT_GATE}`,
    ),
  );
  await waitUntil(pg, `(${waiting('place-', 'advisory')}) = 4`);
  await gate.open();
  const { errors } = await outcome(adds);
  expect(errors).toEqual([]);
  return (await sudo('select order_position from public.videos order by 1'))
    .split('\n')
    .map(Number);
}

/** Videos A, B, C, D at positions 0..3; returns their ids in that order. */
async function fourVideos(): Promise<string[]> {
  await sudo('delete from public.videos');
  const ids = await sudo(`insert into public.videos (title, url, video_type, order_position)
    select 'V' || g, 'https://youtu.be/abcdefghij' || g, 'youtube', g from generate_series(0, 3) g
    returning id`);
  return ids.split('\n');
}

const reorderSql = (ids: string[]) =>
  `select public.reorder_videos(array['${ids.join("','")}']::uuid[]) \\g /dev/null`;

/** Each video's position, in the order of `ids`, then the positions of any other video. */
async function positionsOf(ids: string[]) {
  const rows = (await sudo('select id, order_position from public.videos order by order_position'))
    .split('\n')
    .map((line) => line.split('|') as [string, string]);
  const at = new Map(rows);
  return {
    known: ids.map((id) => Number(at.get(id))),
    others: rows.filter(([id]) => !ids.includes(id)).map(([, p]) => Number(p)),
  };
}

/** A reorder holds its transaction open; a video is added meanwhile. */
async function insertDuringReorder() {
  const ids = await fourVideos();
  const gate = await closeGate(pg);
  const reorder = asAdmin('reorder', `${reorderSql([...ids].reverse())}\n${AT_GATE}`);
  await waitUntil(pg, `(${waiting('reorder', 'advisory')}) = 1`);
  const insert = asAdmin(
    'insert',
    "insert into public.videos (title, url, video_type) values ('New', 'https://youtu.be/abcdefghijk', 'youtube');",
  );
  const insertWaited = await waitsOnLock('insert', insert);
  await gate.open();
  const { errors } = await outcome([reorder, insert]);
  return { insertWaited, errors, ...(await positionsOf(ids)) };
}

/** A video is being added (not committed) when a reorder built from the old list arrives. */
async function reorderDuringInsert() {
  const ids = await fourVideos();
  const gate = await closeGate(pg);
  const insert = asAdmin(
    'insert',
    `insert into public.videos (title, url, video_type) values ('New', 'https://youtu.be/abcdefghijk', 'youtube');
     ${AT_GATE}`,
  );
  await waitUntil(pg, `(${waiting('insert', 'advisory')}) = 1`);
  const reorder = asAdmin('reorder', reorderSql([...ids].reverse()));
  const reorderWaited = await waitsOnLock('reorder', reorder);
  await gate.open();
  const [reorderResult] = await Promise.allSettled([reorder, insert]);
  return {
    reorderWaited,
    reorderError: reorderResult.status === 'rejected' ? String(reorderResult.reason) : '',
    ...(await positionsOf(ids)),
  };
}

/** Two reorders from the same starting list: B A C D first, then A C B D while it is open. */
async function twoReorders() {
  const [a, b, c, d] = (await fourVideos()) as [string, string, string, string];
  const gate = await closeGate(pg);
  const first = asAdmin('reorder-1', `${reorderSql([b, a, c, d])}\n${AT_GATE}`);
  await waitUntil(pg, `(${waiting('reorder-1', 'advisory')}) = 1`);
  const second = asAdmin('reorder-2', reorderSql([a, c, b, d]));
  await waitUntil(pg, `(${waiting('reorder-2')}) = 1`);
  await gate.open();
  const { errors } = await outcome([first, second]);
  expect(errors).toEqual([]);
  return (await positionsOf([a, b, c, d])).known;
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
    expect(await unlocked('public.place_new_video()', ADVISORY_LOCK, positionRace)).toEqual([
      0, 0, 0, 0,
    ]);
  }, 120_000);
});

describe('reorder against an insert', () => {
  it('an insert during a reorder waits for it, then goes last', async () => {
    expect(await insertDuringReorder()).toEqual({
      insertWaited: true,
      errors: [],
      known: [3, 2, 1, 0],
      others: [4],
    });
  }, 120_000);

  it('control, the lock removed: the insert does not wait (positions come out the same)', async () => {
    const result = await unlocked(
      'public.reorder_videos(uuid[])',
      REORDER_LOCK,
      insertDuringReorder,
    );
    expect(result).toEqual({ insertWaited: false, errors: [], known: [3, 2, 1, 0], others: [4] });
  }, 120_000);

  it('a reorder sent while a video is being added waits, then refuses the stale list', async () => {
    const result = await reorderDuringInsert();
    expect(result).toMatchObject({ reorderWaited: true, known: [0, 1, 2, 3], others: [4] });
    expect(result.reorderError).toContain('ids must list every video exactly once');
  }, 120_000);

  it('control, the lock removed: the stale list is applied without the new video', async () => {
    const result = await unlocked(
      'public.reorder_videos(uuid[])',
      REORDER_LOCK,
      reorderDuringInsert,
    );
    expect(result).toEqual({
      reorderWaited: false,
      reorderError: '',
      known: [3, 2, 1, 0],
      others: [4],
    });
  }, 120_000);
});

describe('reorder against a reorder', () => {
  it('with the table lock: the second waits and its whole order wins (A C B D)', async () => {
    expect(await twoReorders()).toEqual([0, 2, 1, 3]);
  }, 120_000);

  it('control, the lock removed: the orders mix and two videos share position 1', async () => {
    const positions = await unlocked('public.reorder_videos(uuid[])', REORDER_LOCK, twoReorders);
    expect(positions).toEqual([1, 2, 1, 3]);
  }, 120_000);
});
