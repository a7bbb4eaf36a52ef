// Reorder against an insert and against another reorder on a real PostgreSQL 15, staged as in
// postgres15-races.test.ts and run twice: with reorder_videos' table lock, and without it.
import { describe, expect, it } from 'vitest';
import {
  AT_GATE,
  closeGate,
  NEW_VIDEO_SQL,
  outcome,
  startRaceCluster,
  unlocked,
  waiting,
  waitsOnLock,
  waitUntil,
} from '../support/supabase/postgres15-races.ts';

const cluster = startRaceCluster();
const { sudo, asAdmin } = cluster;

const REORDER_LOCK = /lock table public\.videos in share row exclusive mode;/;

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
  const { pg } = cluster;
  const gate = await closeGate(pg);
  const reorder = asAdmin('reorder', `${reorderSql([...ids].reverse())}\n${AT_GATE}`);
  await waitUntil(pg, `(${waiting('reorder', 'advisory')}) = 1`);
  const insert = asAdmin('insert', NEW_VIDEO_SQL);
  const insertWaited = await waitsOnLock(pg, 'insert', insert);
  await gate.open();
  const { errors } = await outcome([reorder, insert]);
  return { insertWaited, errors, ...(await positionsOf(ids)) };
}

/** A video is being added (not committed) when a reorder built from the old list arrives. */
async function reorderDuringInsert() {
  const ids = await fourVideos();
  const { pg } = cluster;
  const gate = await closeGate(pg);
  const insert = asAdmin('insert', `${NEW_VIDEO_SQL}\n${AT_GATE}`);
  await waitUntil(pg, `(${waiting('insert', 'advisory')}) = 1`);
  const reorder = asAdmin('reorder', reorderSql([...ids].reverse()));
  const reorderWaited = await waitsOnLock(pg, 'reorder', reorder);
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
  const { pg } = cluster;
  const gate = await closeGate(pg);
  const first = asAdmin('reorder-1', `${reorderSql([b, a, c, d])}\n${AT_GATE}`);
  await waitUntil(pg, `(${waiting('reorder-1', 'advisory')}) = 1`);
  const second = asAdmin('reorder-2', reorderSql([a, c, b, d]));
  const settled = outcome([first, second]);
  await waitUntil(pg, `(${waiting('reorder-2')}) = 1`);
  await gate.open();
  const { errors } = await settled;
  expect(errors).toEqual([]);
  return (await positionsOf([a, b, c, d])).known;
}

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
      cluster.pg,
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
      cluster.pg,
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
    const positions = await unlocked(
      cluster.pg,
      'public.reorder_videos(uuid[])',
      REORDER_LOCK,
      twoReorders,
    );
    expect(positions).toEqual([1, 2, 1, 3]);
  }, 120_000);
});
