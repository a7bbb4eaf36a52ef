// The demo content a fresh data folder may start with (server/demo/seed.ts and seed-settings.ts),
// found again by what the seed wrote, so a folder seeded by any earlier version is recognised
// without a schema change: a demo film is a row with a catalogue title and its catalogue date;
// the demo settings are fields still holding the demo person's values, and the demo CV is the
// file stored under the demo PDF's content name.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { mediaNameOf } from '../../src/lib/media.ts';
import { TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import { transaction } from '../store/db.ts';
import { DEMO_VIDEOS } from './catalogue.ts';
import { DEMO_CV, DEMO_IDENTITY } from './identity.ts';
import { contentName } from './seed-settings.ts';

/** demo/media of the repository, where the seed copies from. */
export const DEMO_MEDIA = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'demo',
  'media',
);

interface Row {
  id: string;
  url: string;
  thumbnail_url: string | null;
}

const DEMO_KEYS = new Set(DEMO_VIDEOS.map((video) => `${video.title}\n${video.added}`));

function demoVideos(db: DatabaseSync): Row[] {
  return db
    .prepare('SELECT id, title, created_at, url, thumbnail_url FROM videos')
    .all()
    .filter((row) => DEMO_KEYS.has(`${String(row.title)}\n${String(row.created_at)}`))
    .map((row) => ({
      id: String(row.id),
      url: String(row.url),
      thumbnail_url: row.thumbnail_url === null ? null : String(row.thumbnail_url),
    }));
}

/** The settings fields that still hold the demo person's (non-empty) values. */
function demoFields(db: DatabaseSync): string[] {
  const row = db.prepare('SELECT * FROM site_settings WHERE id = 1').get();
  if (!row) return [];
  return TEXT_FIELDS.filter((field) => {
    const demo = DEMO_IDENTITY[field];
    return demo !== '' && row[field] === demo;
  });
}

export interface DemoContent {
  /** Whether the folder still holds any of the demo: a film, a settings field or the CV. */
  present(): boolean;
  /**
   * Removes the demo's films and settings (and its CV) in one transaction, keeping everything the
   * owner added or changed and the account; the demo seeds no messages, so none are touched.
   * Returns the media names released, for the caller to delete once this has committed, and
   * whether anything changed.
   */
  clear(): { released: string[]; changed: boolean };
}

/** `sourceDir`: demo/media of the repository, where the demo CV's content name comes from. */
export function demoContent(db: DatabaseSync, sourceDir: string): DemoContent {
  let cvUrl: string | undefined;
  const demoCvUrl = () => {
    cvUrl ??= `/media/${contentName(readFileSync(join(sourceDir, DEMO_CV.file)), 'pdf')}`;
    return cvUrl;
  };
  const holdsDemoCv = () =>
    db
      .prepare('SELECT 1 AS hit FROM site_settings WHERE id = 1 AND cv_url = ?')
      .get(demoCvUrl()) !== undefined;

  return {
    present: () => demoVideos(db).length > 0 || demoFields(db).length > 0 || holdsDemoCv(),
    clear: () =>
      transaction(db, () => {
        const videos = demoVideos(db);
        const deleteVideo = db.prepare('DELETE FROM videos WHERE id = ?');
        for (const video of videos) deleteVideo.run(video.id);
        const fields = demoFields(db);
        for (const field of fields) {
          db.prepare(`UPDATE site_settings SET ${field} = '' WHERE id = 1`).run();
        }
        const cv = holdsDemoCv();
        if (cv) {
          db.prepare(
            `UPDATE site_settings SET cv_url = NULL, cv_name = NULL, cv_size = NULL,
             cv_updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1`,
          ).run();
        }
        const changed = videos.length > 0 || fields.length > 0 || cv;
        if (fields.length > 0 || cv) {
          db.prepare(
            "UPDATE site_settings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
          ).run();
        }
        const released = [
          ...videos.flatMap((video) => [mediaNameOf(video.url), mediaNameOf(video.thumbnail_url)]),
          cv ? mediaNameOf(demoCvUrl()) : null,
        ].filter((name): name is string => name !== null);
        return { released, changed };
      }),
  };
}
