import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { listFiles } from './media.ts';

// Sessions: a signed-in request, even a refused one, refreshes its session's last-seen time, so
// only their number is compared (a refused request must never open one).
const COUNTED_ONLY = /^sessions$/;
// The background rebuild's own bookkeeping (server/store/migrations/018-site-state.sql): a rebuild
// started by an earlier change may finish during any request and record it there.
const NOT_CONTENT = new Set(['site_state']);

/** Every row of every table of the server's SQLite file (sessions: their count), as stable JSON. */
export function dumpDatabase(dataDir: string): string {
  const db = new DatabaseSync(path.join(dataDir, 'filmfolio.sqlite'), {
    readOnly: true,
    timeout: 5000,
  });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((row) => String(row.name));
    const dump: Record<string, unknown> = {};
    for (const table of tables) {
      if (NOT_CONTENT.has(table)) continue;
      dump[table] = COUNTED_ONLY.test(table)
        ? db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get()
        : db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
    }
    return JSON.stringify(dump);
  } finally {
    db.close();
  }
}

// The rebuilt site (written by the background build) and the database files change on their own.
const NOT_MEDIA = new Set([
  'site',
  'filmfolio.sqlite',
  'filmfolio.sqlite-wal',
  'filmfolio.sqlite-shm',
]);

/** The files of the data folder (name and size) outside the database and the rebuilt site. */
export function mediaSnapshot(dataDir: string): string {
  const files = [...listFiles(dataDir, NOT_MEDIA)];
  return JSON.stringify(files.sort(([a], [b]) => a.localeCompare(b)));
}
