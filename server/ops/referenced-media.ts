import type { DatabaseSync } from 'node:sqlite';
import { heroFileNames } from '../../src/lib/hero-copy.ts';
import { mediaNameOf } from '../../src/lib/media.ts';
import { allPreviewNames } from '../../src/lib/video-preview.ts';
import { lightName } from '../../src/lib/video-preview-light.ts';
import { createStillStore } from '../store/stills.ts';
import { createPreviewRows } from '../store/video-previews.ts';

/** Every media file name the videos of this database point at (video, poster, preview copy). */
export function referencedMedia(db: DatabaseSync): Set<string> {
  const names = new Set<string>();
  for (const row of db.prepare('SELECT url, thumbnail_url FROM videos').all()) {
    for (const url of [row.url, row.thumbnail_url]) {
      const name = typeof url === 'string' ? mediaNameOf(url) : null;
      if (name) names.add(name);
    }
  }
  // A ready preview copy travels with its film: a restore needs no ffmpeg to show the grid.
  const hasPreviews = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'video_previews'")
    .get();
  const rows = hasPreviews ? createPreviewRows(db) : null;
  for (const film of rows?.ready() ?? []) {
    for (const copy of allPreviewNames(film)) names.add(copy);
  }
  // ... and so does a made lighter copy (migration 020; a folder before it has none).
  const hasLight = hasPreviews && hasColumn(db, 'video_previews', 'light_state');
  for (const film of hasLight ? (rows?.lightReady() ?? []) : []) names.add(lightName(film));
  // ... and a made hero copy of a film still stored (migration 024; a folder before it has none).
  const hasHeroes = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hero_copies'")
    .get();
  const heroes = hasHeroes
    ? db.prepare("SELECT name FROM hero_copies WHERE state = 'ready'").all()
    : [];
  for (const { name } of heroes) {
    const film = String(name);
    if (names.has(film)) for (const copy of heroFileNames(film)) names.add(copy);
  }
  // Stills, originals and copies (migration 038; a folder before it has none).
  const hasStills = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'film_stills'")
    .get();
  for (const name of hasStills ? createStillStore(db).allFiles() : []) names.add(name);
  // ... and its subtitle files (migration 040; a folder before it has none).
  const hasSubtitles = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'video_subtitles'")
    .get();
  for (const row of hasSubtitles ? db.prepare('SELECT name FROM video_subtitles').all() : []) {
    names.add(String(row.name));
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

function hasColumn(db: DatabaseSync, table: string, column: string): boolean {
  return db
    .prepare(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .some((row) => row.name === column);
}
