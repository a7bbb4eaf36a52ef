// Deterministic races on the real PostgreSQL 15 of tests/support/postgres15.ts. Sleeping and
// hoping two transactions overlap proves nothing on a loaded machine, so a race here is staged:
// a "gate" connection holds an advisory lock; each racing transaction does its work, then waits
// on that lock before committing; the test polls pg_stat_activity until every racer sits where
// it should (waiting on the gate, or on the lock under test), then opens the gate.
//
// withoutLock() swaps a function for a copy without its lock statement, so the same race can be
// run against the unprotected version and show the anomaly the lock prevents.
import type { Postgres15 } from './postgres15.ts';

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
 * Replaces `fn` (a regprocedure, e.g. 'public.reorder_videos(uuid[])') by its own definition
 * minus the statement matching `lock`; returns a function that restores the original.
 */
export async function withoutLock(
  pg: Postgres15,
  fn: string,
  lock: RegExp,
): Promise<() => Promise<void>> {
  const original = await pg.psql(`select pg_catalog.pg_get_functiondef('${fn}'::regprocedure)`);
  const unlocked = original.replace(lock, '-- lock removed for this test');
  if (unlocked === original) throw new Error(`no lock statement matching ${lock} in ${fn}`);
  await pg.psql(`${unlocked};`);
  return async () => {
    await pg.psql(`${original};`);
  };
}

/** Settles every racer: the values of those that committed, the errors of the others. */
export async function outcome(tasks: Promise<string>[]) {
  const results = await Promise.allSettled(tasks);
  return {
    ok: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    errors: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
  };
}
