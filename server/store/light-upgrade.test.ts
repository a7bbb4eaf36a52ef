// The lighter copy (migration 020, docs/video-previews.md): a data folder from before it opens
// with nothing lost, its films' previews kept; the maker then makes the 720p copy of a 1080p film
// (none for a smaller one), backups carry it, and it goes with its film.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import { lightName } from '../../src/lib/video-preview-light.ts';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { probeVideo } from '../media/ffmpeg-preview.ts';
import { removeUnreferenced } from '../media/files.ts';
import { createPreviewMaker } from '../media/preview-maker.ts';
import { referencedMedia } from '../ops/referenced-media.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const BIG = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const SMALL = '1b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

/** A folder as the code before 020 left it: two uploaded films, their previews made. */
function folderBefore020(): string {
  const dir = dataDir();
  const older = join(dir, 'older-migrations');
  mkdirSync(older);
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < '020')) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: older });
  const insert = db.prepare(
    `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug)
     VALUES (?, ?, ?, 'direct', ?, 1, ?)`,
  );
  insert.run('v1', 'Grand', `/media/${BIG}`, 0, 'grand');
  insert.run('v2', 'Petit', `/media/${SMALL}`, 1, 'petit');
  const preview = db.prepare(
    "INSERT INTO video_previews (name, state, start, requested_start) VALUES (?, 'ready', 0, 0)",
  );
  preview.run(BIG);
  preview.run(SMALL);
  db.close();
  const media = join(dir, 'media');
  mkdirSync(media);
  makeTestFilm(media, BIG, { seconds: 3, width: 1920, height: 1080 });
  makeTestFilm(media, SMALL, { seconds: 3, width: 640, height: 360 });
  for (const name of [BIG, SMALL]) {
    for (const copy of [previewName(name), previewPosterName(name)]) {
      copyFileSync(join(media, name), join(media, copy));
    }
  }
  return dir;
}

describe('upgrade to lighter copies (020)', () => {
  it('keeps every film and its preview, then makes the 720p copy of the 1080p film only', async () => {
    const dir = folderBefore020();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      const before = store.videos.list();
      expect(before.map((v) => [v.id, v.preview_state, v.light_url])).toEqual([
        ['v1', 'ready', undefined],
        ['v2', 'ready', undefined],
      ]);
      const maker = createPreviewMaker({ store, onMade: () => {}, log: () => {} });
      maker.refresh();
      await maker.idle();
      const [big, small] = store.videos.list();
      expect(big?.light_url).toBe(`/media/${lightName(BIG)}`);
      expect(big?.preview_url).toBe(before[0]?.preview_url);
      expect(small?.light_url).toBeUndefined();
      expect(existsSync(join(store.mediaDir, lightName(SMALL)))).toBe(false);

      const probe = await probeVideo(join(store.mediaDir, lightName(BIG)));
      expect(probe).toMatchObject({ videoCodec: 'h264', width: 1280, height: 720, hasAudio: true });
      expect(probe.container.split(',')).toContain('mp4');
      // A backup carries it beside its film.
      expect(referencedMedia(store.db).has(lightName(BIG))).toBe(true);
      expect(referencedMedia(store.db).has(lightName(SMALL))).toBe(false);

      // Removed with its film.
      store.db.prepare("DELETE FROM videos WHERE id = 'v1'").run();
      removeUnreferenced(store.mediaDir, [BIG], (name) => store.isReferencedMedia(name));
      expect(existsSync(join(store.mediaDir, lightName(BIG)))).toBe(false);
    } finally {
      store.close();
    }
  }, 120_000);
});
