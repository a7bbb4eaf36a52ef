import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { listFiles } from './media.ts';

// Tables that a refused request may legitimately touch: sessions, throttle counters, migrations.
const VOLATILE_TABLE = /session|attempt|throttle|rate|login|schema_migrations/i;

/** Every row of every content table of the server's SQLite file, as stable JSON. */
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
      .map((row) => String(row.name))
      .filter((name) => !VOLATILE_TABLE.test(name));
    const dump: Record<string, unknown[]> = {};
    for (const table of tables) {
      dump[table] = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
    }
    return JSON.stringify(dump);
  } finally {
    db.close();
  }
}

/** The media files of the data folder (name and size), excluding the database and rebuilt site. */
export function mediaSnapshot(dataDir: string): string {
  const files = [...listFiles(dataDir)].filter(
    ([name]) => !name.startsWith('filmfolio.sqlite') && !/^(site|dist|build)[/\\]/.test(name),
  );
  return JSON.stringify(files.sort(([a], [b]) => a.localeCompare(b)));
}
