import type { DatabaseSync } from 'node:sqlite';
import { mediaNameOf } from '../../src/lib/media.ts';

/** Every media file name the videos of this database point at (video or poster). */
export function referencedMedia(db: DatabaseSync): Set<string> {
  const names = new Set<string>();
  for (const row of db.prepare('SELECT url, thumbnail_url FROM videos').all()) {
    for (const url of [row.url, row.thumbnail_url]) {
      const name = typeof url === 'string' ? mediaNameOf(url) : null;
      if (name) names.add(name);
    }
  }
  return names;
}

/** The migrations applied to a database, in the order they ran. */
export function appliedMigrations(db: DatabaseSync): string[] {
  return db
    .prepare('SELECT name FROM schema_migrations ORDER BY name')
    .all()
    .map((row) => String(row.name));
}
