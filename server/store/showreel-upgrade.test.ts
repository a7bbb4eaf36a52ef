// Bande démo (migration 022, src/lib/showreel.ts): a data folder of the previous version (every
// migration but 022, so 024 already applied) opens with its settings and films as they were and
// no showreel; then a choice and its start are stored, and the chosen film's hero copy is read.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { createHeroRows } from './hero-copies.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

function folderWithout022(): string {
  const dir = dataDir();
  const older = join(dir, 'older-migrations');
  mkdirSync(older);
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => !n.startsWith('022'))) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: older });
  db.prepare(
    `UPDATE site_settings SET name = 'Camille Moreau', tagline = 'Image', cv_url = '/media/cv.pdf',
     cv_name = 'cv.pdf', cv_size = 10 WHERE id = 1`,
  ).run();
  db.prepare(
    `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug)
     VALUES ('v1', 'Bande démo', ?, 'direct', 0, 1, 'bande-demo')`,
  ).run(`/media/${FILM}`);
  db.close();
  return dir;
}

describe('upgrade to the showreel setting (022)', () => {
  it('keeps the settings and films; no showreel until one is chosen', () => {
    const store = openStore({ dataDir: folderWithout022(), demo: false });
    try {
      const before = store.settings.get();
      expect(before).toMatchObject({
        name: 'Camille Moreau',
        tagline: 'Image',
        cv: { url: '/media/cv.pdf', name: 'cv.pdf', size: 10 },
        showreel_id: '',
        showreel_start: 0,
        showreel_copy: null,
      });
      expect(store.videos.list().map((v) => v.title)).toEqual(['Bande démo']);

      const { cv: _cv, photo: _photo, updated_at: _at, showreel_copy: _copy, ...texts } = before;
      const saved = store.settings.save({ ...texts, showreel_id: 'v1', showreel_start: 7.5 });
      expect(saved).toMatchObject({ showreel_id: 'v1', showreel_start: 7.5, showreel_copy: null });

      createHeroRows(store.db).set(FILM, {
        state: 'ready',
        start: 7.5,
        requested_start: 7.5,
        width: 1920,
        height: 1080,
      });
      expect(store.settings.get().showreel_copy).toEqual({
        state: 'ready',
        width: 1920,
        height: 1080,
      });
      // A save without the showreel fields (an older form) keeps the choice.
      const { showreel_id: _id, showreel_start: _start, ...older } = texts;
      expect(store.settings.save({ ...older, tagline: 'Lumière' })).toMatchObject({
        tagline: 'Lumière',
        showreel_id: 'v1',
        showreel_start: 7.5,
      });
    } finally {
      store.close();
    }
  });

  it('refuses a start out of bounds in the database too', () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    try {
      expect(() =>
        store.db.prepare('UPDATE site_settings SET showreel_start = -1 WHERE id = 1').run(),
      ).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});
