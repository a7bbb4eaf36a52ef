// Deterministic races on the real PostgreSQL 15 of tests/support/supabase/postgres15.ts. Sleeping and
// hoping two transactions overlap proves nothing on a loaded machine, so a race here is staged:
// a "gate" connection holds an advisory lock; each racing transaction does its work, then waits
// on that lock before committing; the test polls pg_stat_activity until every racer sits where
// it should (waiting on the gate, or on the lock under test), then opens the gate.
//
// unlocked() swaps a function for a copy without its lock statement, so the same race can be
// run against the unprotected version and show the anomaly the lock prevents.
import { afterAll, beforeAll } from 'vitest';
import { type Postgres15, startPostgres15 } from './postgres15.ts';

const GATE_KEY = 424242;

/** SQL a racer runs after its work: waits until the gate opens, inside the transaction. */
export const AT_GATE = `select pg_catalog.pg_advisory_xact_lock_shared(${GATE_KEY}) \\g /dev/null`;

/** One transaction as a PostgREST role (claims for `userId`), named so the test can watch it. */
export function racer(
  pg: Postgres15,
  name: string,
  role: 'anon' | 'authenticated',
  userId: string,
  sql: string,
): Promise<string> {
  const claims = JSON.stringify(role === 'anon' ? { role } : { role, sub: userId });
  return pg.psql(
    `set application_name = '${name}';
     begin;
     select set_config('request.jwt.claims', '${claims}', true) \\g /dev/null
     set local role ${role};
     ${sql}
     commit;`,
  );
}

/** Polls until `condition` (SQL returning one boolean) is true; fails after `ms`. */
export async function waitUntil(pg: Postgres15, condition: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await pg.psql(`select (${condition})`, 'supabase_admin')) === 't') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for: ${condition}`);
}

/** How many racers named `prefix%` wait on a lock of this kind ('advisory', 'relation', ...). */
export const waiting = (prefix: string, event?: string) =>
  `select count(*) from pg_catalog.pg_stat_activity
   where application_name like '${prefix}%' and wait_event_type = 'Lock'
   ${event ? `and wait_event = '${event}'` : ''}`;

/** Holds the gate until open() is called; racers reaching AT_GATE wait until then. */
export async function closeGate(pg: Postgres15): Promise<{ open(): Promise<void> }> {
  const held = pg
    .psql(
      `set application_name = 'gate';
       select pg_catalog.pg_advisory_lock(${GATE_KEY}) \\g /dev/null
       select pg_catalog.pg_sleep(600);`,
    )
    .catch(() => 'closed');
  await waitUntil(
    pg,
    `exists (select 1 from pg_catalog.pg_locks where locktype = 'advisory' and objid = ${GATE_KEY} and granted)`,
  );
  return {
    async open() {
      await pg.psql(
        "select pg_catalog.pg_terminate_backend(pid) from pg_catalog.pg_stat_activity where application_name = 'gate'",
        'supabase_admin',
      );
      await held;
    },
  };
}

/**
 * Runs `race` with `fn` (a regprocedure, e.g. 'public.reorder_videos(uuid[])') replaced by its
 * own definition minus the statement matching `lock` (or with `instead` in its place), then
 * restores the original.
 */
export async function unlocked<T>(
  pg: Postgres15,
  fn: string,
  lock: RegExp,
  race: () => Promise<T>,
  instead = '-- lock removed for this test',
): Promise<T> {
  const original = await pg.psql(`select pg_catalog.pg_get_functiondef('${fn}'::regprocedure)`);
  const changed = original.replace(lock, instead);
  if (changed === original) throw new Error(`no lock statement matching ${lock} in ${fn}`);
  await pg.psql(`${changed};`);
  try {
    return await race();
  } finally {
    await pg.psql(`${original};`);
  }
}

/** Resolves true once the racer `name` waits on a lock, false if it finished without waiting. */
export async function waitsOnLock(
  pg: Postgres15,
  name: string,
  task: Promise<string>,
): Promise<boolean> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  task.then(mark, mark);
  const end = Date.now() + 30_000;
  while (!settled) {
    if ((await pg.psql(`select (${waiting(name)}) = 1`, 'supabase_admin')) === 't') return true;
    if (Date.now() > end) throw new Error(`${name} neither waited nor finished`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The administrator (auth.users and the allow-list); returns its id. */
export async function addAdmin(pg: Postgres15): Promise<string> {
  const id = await pg.psql(
    "insert into auth.users (email) values ('admin@example.test') returning id",
    'supabase_admin',
  );
  await pg.psql(`insert into public.admins (user_id) values ('${id}')`, 'supabase_admin');
  return id;
}

/** Settles every racer: the values of those that committed, the errors of the others. */
export async function outcome(tasks: Promise<string>[]) {
  const results = await Promise.allSettled(tasks);
  return {
    ok: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    errors: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
  };
}

export interface RaceCluster {
  pg: Postgres15;
  /** Superuser SQL through psql; resolves with its output. */
  sudo(sql: string): Promise<string>;
  /** One racing transaction as the administrator, named so the test can watch it. */
  asAdmin(name: string, sql: string): Promise<string>;
}

/**
 * A race file's own PostgreSQL 15 with the administrator added, started before its tests and
 * stopped after them. The fields are read once the file's beforeAll has run.
 */
export function startRaceCluster(): RaceCluster {
  let adminId = '';
  const cluster = {} as RaceCluster;
  beforeAll(async () => {
    cluster.pg = await startPostgres15();
    adminId = await addAdmin(cluster.pg);
  }, 120_000);
  afterAll(() => {
    cluster.pg?.stop();
  });
  cluster.sudo = (sql) => cluster.pg.psql(sql, 'supabase_admin');
  cluster.asAdmin = (name, sql) => racer(cluster.pg, name, 'authenticated', adminId, sql);
  return cluster;
}

/**
 * The staged race: the gate closed, the racers started, and the gate opened once `ready` (SQL
 * returning one boolean) says every racer sits where it should; settles every racer.
 */
export async function raceAtGate(
  pg: Postgres15,
  start: () => Promise<string>[],
  ready: string,
): Promise<{ ok: string[]; errors: string[] }> {
  const gate = await closeGate(pg);
  // Settled from the start: a refused racer must not count as an unhandled rejection.
  const settled = outcome(start());
  await waitUntil(pg, ready);
  await gate.open();
  return settled;
}

/** A video row as the administrator adds it, for the races that add one. */
export const NEW_VIDEO_SQL =
  "insert into public.videos (title, url, video_type) values ('New', 'https://youtu.be/abcdefghijk', 'youtube');";
