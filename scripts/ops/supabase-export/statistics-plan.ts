// What the export does with the audience counts: the local server's daily rows into the
// project's public.statistics_daily. Pure: the same inputs give the same plan, so a second run
// copies nothing. A day and item the project counted too keeps the larger figure of each kind:
// nothing either side counted is lost, and nothing is counted twice by running the export again.
import type { DailyCount } from '../../../src/lib/statistics/counts.ts';

const keyOf = (row: DailyCount) => `${row.day}\u0000${row.kind}\u0000${row.item}\u0000${row.link}`;

const later = (a: string | null, b: string | null): string | null => {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
};

/** PostgREST writes times as 2026-11-20T10:00:00+00:00, the local server with .000Z. */
const sameTime = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

export function planStatistics(
  local: readonly DailyCount[],
  remote: readonly DailyCount[],
): { upsert: DailyCount[]; unchanged: number } {
  const there = new Map(remote.map((row) => [keyOf(row), row]));
  const upsert: DailyCount[] = [];
  let unchanged = 0;
  for (const row of local) {
    const found = there.get(keyOf(row));
    // A day either side marked as limited stays marked; always written, so a batch of rows
    // carries the same columns (PostgREST fills a missing one with null).
    const limited = row.limited === true || found?.limited === true;
    const merged: DailyCount = found
      ? {
          ...row,
          visits: Math.max(row.visits, found.visits),
          plays: Math.max(row.plays, found.plays),
          completes: Math.max(row.completes, found.completes),
          last_at: later(row.last_at, found.last_at),
          limited,
        }
      : { ...row, limited };
    const same =
      found !== undefined &&
      limited === (found.limited === true) &&
      merged.visits === found.visits &&
      merged.plays === found.plays &&
      merged.completes === found.completes &&
      sameTime(merged.last_at, found.last_at);
    if (same) unchanged += 1;
    else upsert.push(merged);
  }
  return { upsert, unchanged };
}
