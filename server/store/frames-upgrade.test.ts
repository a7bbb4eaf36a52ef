// Every film in its own frame and the accent colour (migration 026): a data folder from before
// opens with nothing lost; an uploaded film whose preview was made takes its shape from the
// preview's row, the others are measured by ffprobe at start; the accent stays the default.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createAspectProber } from '../media/aspect-probe.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const PREVIEWED = '0c6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const UNSEEN = '1c6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

function folderBefore026(): string {
  const dir = dataDir();
  const older = join(dir, 'older-migrations');
  mkdirSync(older);
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < '026')) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: older });
  const insert = db.prepare(
    `INSERT INTO videos (id, title, description, url, video_type, order_position, visible, slug,
     layout, keep_small_format, preview_start, category, year)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    'v1',
    'Scope',
    'Un film large',
    `/media/${PREVIEWED}`,
    'direct',
    0,
    1,
    'scope',
    'full',
    1,
    2.5,
    'Fiction',
    2024,
  );
  insert.run(
    'v2',
    'Vertical',
    null,
    `/media/${UNSEEN}`,
    'direct',
    1,
    0,
    'vertical',
    'normal',
    0,
    0,
    null,
    null,
  );
  insert.run(
    'v3',
    'Clip',
    null,
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube',
    2,
    1,
    'clip',
    'half',
    0,
    0,
    'Clip',
    2023,
  );
  db.prepare(
    `INSERT INTO video_previews (name, state, start, requested_start, width, height, duration, bytes)
     VALUES (?, 'ready', 2.5, 2.5, 640, 268, 15, 1000)`,
  ).run(PREVIEWED);
  db.prepare(
    "UPDATE site_settings SET name = 'Camille Moreau', tagline = 'Image' WHERE id = 1",
  ).run();
  db.close();
  const media = join(dir, 'media');
  mkdirSync(media);
  makeTestFilm(media, PREVIEWED, { seconds: 1, width: 478, height: 200, audio: false });
  makeTestFilm(media, UNSEEN, { seconds: 1, width: 180, height: 320, audio: false });
  return dir;
}

describe('upgrade to film frames and the accent colour (026)', () => {
  it('keeps every film and setting, and gives each uploaded film its shape', async () => {
    const dir = folderBefore026();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      const [scope, vertical, clip] = store.videos.list();
      expect(scope).toMatchObject({
        id: 'v1',
        title: 'Scope',
        description: 'Un film large',
        layout: 'full',
        keep_small_format: true,
        visible: true,
        slug: 'scope',
        preview_start: 2.5,
        preview_state: 'ready',
        category: 'Fiction',
        year: 2024,
        aspect_ratio: 'auto',
        fill_frame: false,
        // From the preview's row: 640 x 268 is the film's 2.39:1.
        source_width: 640,
        source_height: 268,
      });
      expect(vertical).toMatchObject({ id: 'v2', visible: false, source_width: null });
      expect(clip).toMatchObject({
        id: 'v3',
        layout: 'half',
        category: 'Clip',
        source_width: null,
      });

      const prober = createAspectProber({ store, onMeasured: () => {}, ffprobe: true });
      prober.refresh();
      await prober.idle();
      expect(store.videos.get('v2')).toMatchObject({ source_width: 180, source_height: 320 });
      // The previewed film is not measured again; YouTube films are not files.
      expect(store.videos.get('v1')).toMatchObject({ source_width: 640, source_height: 268 });
      expect(store.videos.get('v3')?.source_width).toBeNull();

      const settings = store.settings.get();
      expect(settings).toMatchObject({
        name: 'Camille Moreau',
        tagline: 'Image',
        accent_color: '',
      });
    } finally {
      store.close();
    }
  });
});
