import type { DatabaseSync } from 'node:sqlite';

/** The site_state row (migration 018): which change the served site includes. */
export interface SiteState {
  /** A change the public pages show was committed: the served site is out of date. */
  markChanged(): void;
  /** The number of the latest change, read when a build starts. */
  changeSeq(): number;
  /** A build made from change `seq` is served now. */
  markBuilt(seq: number): void;
  /** The last attempt failed: the dashboard says so until one succeeds, across restarts. */
  markFailed(): void;
  read(): { outOfDate: boolean; failed: boolean };
}

export function createSiteState(db: DatabaseSync): SiteState {
  const sql = {
    bump: db.prepare('UPDATE site_state SET change_seq = change_seq + 1 WHERE id = 1'),
    read: db.prepare('SELECT change_seq, built_seq, failed_at FROM site_state WHERE id = 1'),
    built: db.prepare(
      'UPDATE site_state SET built_seq = max(built_seq, ?), failed_at = NULL WHERE id = 1',
    ),
    failed: db.prepare(
      "UPDATE site_state SET failed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
    ),
  };
  const row = () => {
    const found = sql.read.get();
    return {
      change: Number(found?.change_seq ?? 0),
      built: Number(found?.built_seq ?? 0),
      failed: found?.failed_at != null,
    };
  };
  return {
    markChanged: () => void sql.bump.run(),
    changeSeq: () => row().change,
    markBuilt: (seq) => void sql.built.run(seq),
    markFailed: () => void sql.failed.run(),
    read() {
      const { change, built, failed } = row();
      return { outOfDate: built < change, failed };
    },
  };
}
