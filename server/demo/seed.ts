import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { CREDIT_FIELDS } from '../../src/lib/credits.ts';
import { mediaNameOf, mediaUrl } from '../../src/lib/media.ts';
import { previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import { DEMO_VIDEOS } from './catalogue.ts';
import { seedOnce } from './seed-once.ts';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * The demo's Bande démo: slow colour gradients, which stay clean when drawn full-bleed from a
 * 640x360 clip, so the repository keeps no larger file for it.
 */
const DEMO_SHOWREEL = 'lumiere-doree.mp4';

const columnsOf = (db: DatabaseSync, table: string): Set<string> =>
  new Set(
    db
      .prepare('SELECT name FROM pragma_table_info(?)')
      .all(table)
      .map((row) => String(row.name)),
  );

export interface SeedOptions {
  /** Where the demo clips are (demo/media of the repository). */
  sourceDir: string;
  /** The media folder of the data dir; seeded files get random names there. */
  mediaDir: string;
}

/**
 * Fills a fresh data folder with the demo videos, once in its life: a folder that ever held
 * videos, or whose demo videos were deleted, is never seeded again. Returns whether it seeded.
 */
export function seedDemoContent(db: DatabaseSync, { sourceDir, mediaDir }: SeedOptions): boolean {
  return seedOnce(db, SEEDED_KEY, (copied) => {
    if (Number(db.prepare('SELECT COUNT(*) AS n FROM videos').get()?.n) > 0) {
      return 'existing content';
    }
    mkdirSync(mediaDir, { recursive: true });
    const copyIn = (file: string): string => {
      const name = `${randomUUID()}${extname(file).toLowerCase()}`;
      // Not copyFileSync: it gives the copy the source's mode (0644), whatever the umask.
      writeFileSync(join(mediaDir, name), readFileSync(join(sourceDir, file)), { mode: 0o600 });
      copied.push(join(mediaDir, name));
      return mediaUrl(name);
    };
    // The credit columns came with migration 008; the upgrade tests seed folders at older
    // schemas with this same code, as the versions before it did.
    const columns = columnsOf(db, 'videos');
    const credits = CREDIT_FIELDS.filter((field) => columns.has(field));
    const names = [...credits].map((field) => `, ${field}`).join('');
    const insert = db.prepare(
      `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position,
         layout, keep_small_format, created_at, updated_at${names})
         VALUES (${new Array(11 + credits.length).fill('?').join(', ')})`,
    );
    // The demo films come with their preview copies (docs/video-previews.md): the grid plays
    // them at once, on a machine without ffmpeg too.
    // Older schemas (the upgrade tests seed them with this code) have no previews table yet.
    const hasPreviews = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'video_previews'")
      .get();
    const readyPreview = hasPreviews
      ? db.prepare(
          "INSERT INTO video_previews (name, state, start, requested_start) VALUES (?, 'ready', 0, 0)",
        )
      : null;
    const copyPreview = (file: string, url: string) => {
      if (!readyPreview) return;
      const stem = basename(file, extname(file));
      const name = mediaNameOf(url);
      const sources = [`${stem}.preview.mp4`, `${stem}.preview.jpg`];
      if (!name || !sources.every((source) => existsSync(join(sourceDir, source)))) return;
      const targets = [previewName(name), previewPosterName(name)];
      sources.forEach((source, i) => {
        const target = join(mediaDir, targets[i] as string);
        writeFileSync(target, readFileSync(join(sourceDir, source)), { mode: 0o600 });
        copied.push(target);
      });
      readyPreview.run(name);
    };
    let showreel: string | null = null;
    DEMO_VIDEOS.forEach((video, position) => {
      const url = video.file ? copyIn(video.file.video) : video.url;
      if (video.file) copyPreview(video.file.video, url);
      const thumbnail = video.file ? copyIn(video.file.poster) : video.thumbnail_url;
      const id = randomUUID();
      if (video.file?.video === DEMO_SHOWREEL) showreel = id;
      insert.run(
        id,
        video.title,
        video.description,
        url,
        video.video_type,
        thumbnail,
        position,
        video.layout,
        video.keep_small_format ? 1 : 0,
        video.added,
        video.added,
        ...credits.map((field) => video.credits[field] ?? null),
      );
    });
    // The demo opens on its Bande démo (issue 30): the server's ffmpeg makes its hero copy at
    // first start; without ffmpeg the hero shows the film's poster. Older schemas have no column.
    if (showreel && columnsOf(db, 'site_settings').has('showreel_id')) {
      db.prepare("UPDATE site_settings SET showreel_id = ? WHERE id = 1 AND showreel_id = ''").run(
        showreel,
      );
    }
    return null;
  });
}
