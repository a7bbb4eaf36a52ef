import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { DailyCount, ItemKind } from '../../src/lib/statistics/counts.ts';
import type { EventType } from '../../src/lib/statistics/event.ts';
import { transaction } from './db.ts';

type Row = Record<string, SQLOutputValue>;

/** What one counted event adds to: the item's row of the day. */
export interface CountTarget {
  kind: ItemKind;
  item: string;
  link: string;
}

export type RecordOutcome = 'counted' | 'seen' | 'ceiling' | 'share';

/** One limited share of an item's day: at most `max` counted events under this key. */
export interface Share {
  key: string;
  max: number;
}

const COLUMN: Record<EventType, 'visits' | 'plays' | 'completes'> = {
  visit: 'visits',
  play: 'plays',
  complete: 'completes',
};

/** Keys older than this are deleted: a day's key is useless once its salt is gone. */
export const SEEN_RETENTION_MS = 48 * 60 * 60 * 1000;
/** Daily counts are kept this many months (the CNIL's limit for audience measurement). */
export const COUNTS_RETENTION_MONTHS = 25;

/** The first day still kept on `at`'s day. */
export function oldestKeptDay(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCMonth(day.getUTCMonth() - COUNTS_RETENTION_MONTHS);
  return day.toISOString().slice(0, 10);
}

export type StatisticsStore = ReturnType<typeof createStatisticsStore>;

export function createStatisticsStore(db: DatabaseSync) {
  const upsert = (column: 'visits' | 'plays' | 'completes') =>
    db.prepare(
      `INSERT INTO statistics_daily (day, kind, item, link, ${column}, last_at)
       VALUES (?, ?, ?, ?, 1, ?)
       ON CONFLICT (day, kind, item, link) DO UPDATE SET ${column} = ${column} + 1,
       last_at = max(COALESCE(last_at, ''), excluded.last_at)`,
    );
  const sql = {
    seen: db.prepare('INSERT OR IGNORE INTO statistics_seen (key, seen_at) VALUES (?, ?)'),
    total: db.prepare(
      `SELECT COALESCE(SUM(visits + plays + completes), 0) AS n FROM statistics_daily
       WHERE day = ? AND kind = ? AND item = ?`,
    ),
    add: { visits: upsert('visits'), plays: upsert('plays'), completes: upsert('completes') },
    purge: db.prepare('DELETE FROM statistics_seen WHERE seen_at < ?'),
    purgeShares: db.prepare('DELETE FROM statistics_shares WHERE seen_at < ?'),
    shareUsed: db.prepare('SELECT used FROM statistics_shares WHERE key = ?'),
    useShare: db.prepare(
      `INSERT INTO statistics_shares (key, used, seen_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET used = used + 1`,
    ),
    // The day's row is marked (made if need be, with no count): the page says a limit was hit.
    markLimited: db.prepare(
      `INSERT INTO statistics_daily (day, kind, item, link, limited) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, kind, item, link) DO UPDATE SET limited = 1`,
    ),
    purgeDays: db.prepare('DELETE FROM statistics_daily WHERE day < ?'),
    range: db.prepare(
      `SELECT day, kind, item, link, visits, plays, completes, last_at, limited
       FROM statistics_daily WHERE day >= ? AND day <= ? ORDER BY day, kind, item, link`,
    ),
    all: db.prepare(
      `SELECT day, kind, item, link, visits, plays, completes, last_at, limited
       FROM statistics_daily ORDER BY day, kind, item, link`,
    ),
    linkVisits: db.prepare(
      `SELECT item, SUM(visits) AS visits, MAX(last_at) AS last_at FROM statistics_daily
       WHERE kind = 'link' GROUP BY item`,
    ),
  };

  const toCount = (row: Row): DailyCount => ({
    day: String(row.day),
    kind: String(row.kind) as ItemKind,
    item: String(row.item),
    link: String(row.link),
    visits: Number(row.visits),
    plays: Number(row.plays),
    completes: Number(row.completes),
    last_at: row.last_at === null ? null : String(row.last_at),
    // Only when set: the other backends' rows have no such field.
    ...(Number(row.limited) === 1 ? { limited: true } : {}),
  });

  return {
    /**
     * Counts one event once: its key is stored with it in one transaction, so a second request
     * with the same key (even at the same moment) counts nothing. An item past its daily
     * ceiling, or a client past one of its shares of the item's day, counts nothing and marks the
     * day as limited (issue 34, point 2): a flood cannot take the place of real visitors
     * unseen.
     */
    record(
      event: { type: EventType; at: Date; key: string; ceiling: number; shares?: Share[] },
      target: CountTarget,
    ): RecordOutcome {
      const at = event.at.toISOString();
      const day = at.slice(0, 10);
      const mark = () => sql.markLimited.run(day, target.kind, target.item, target.link);
      return transaction(db, () => {
        const used = Number((sql.total.get(day, target.kind, target.item) as Row).n);
        if (used >= event.ceiling) {
          mark();
          return 'ceiling';
        }
        if (Number(sql.seen.run(event.key, at).changes) === 0) return 'seen';
        const shares = event.shares ?? [];
        const spent = (share: Share) =>
          Number((sql.shareUsed.get(share.key) as Row | undefined)?.used ?? 0) >= share.max;
        if (shares.some(spent)) {
          mark();
          return 'share';
        }
        for (const share of shares) sql.useShare.run(share.key, at);
        sql.add[COLUMN[event.type]].run(day, target.kind, target.item, target.link, at);
        return 'counted';
      });
    },
    /** Deletes the keys stored before `before`; returns how many. */
    purgeSeen: (before: Date): number => {
      sql.purgeShares.run(before.toISOString());
      return Number(sql.purge.run(before.toISOString()).changes);
    },
    /** Deletes the daily counts of the days before `day` (YYYY-MM-DD); returns how many rows. */
    purgeDays: (day: string): number => Number(sql.purgeDays.run(day).changes),
    /** The daily counts from..to (both included), or all of them. */
    counts: (range?: { from: string; to: string }): DailyCount[] =>
      (range ? sql.range.all(range.from, range.to) : sql.all.all()).map((row) =>
        toCount(row as Row),
      ),
    /** Every link's visits of all time and its last visit, for the links dashboard. */
    linkVisits(): Map<string, { views: number; last_visit_at: string | null }> {
      const result = new Map<string, { views: number; last_visit_at: string | null }>();
      for (const row of sql.linkVisits.all() as Row[]) {
        result.set(String(row.item), {
          views: Number(row.visits),
          last_visit_at: row.last_at === null ? null : String(row.last_at),
        });
      }
      return result;
    },
  };
}
