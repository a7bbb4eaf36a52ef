// The hero copies' table (migration 024, src/lib/hero-copy.ts): a data folder from before it
// opens with nothing lost, its films, previews and 720p copies as they were, and no hero copy yet.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { createHeroRows } from './hero-copies.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

function folderBefore024(): string {
  const dir = dataDir();
  const older = join(dir, 'older-migrations');
  mkdirSync(older);
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < '024')) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: older });
  db.prepare(
    `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug, preview_start)
     VALUES ('v1', 'Bande démo', ?, 'direct', 0, 1, 'bande-demo', 4)`,
  ).run(`/media/${FILM}`);
  db.prepare(
    `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug)
     VALUES ('v2', 'Clip', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 1, 0, 'clip')`,
  ).run();
  db.prepare(
    `INSERT INTO video_previews (name, state, start, requested_start, light_state, light_bytes)
     VALUES (?, 'ready', 4, 4, 'ready', 1234)`,
  ).run(FILM);
  db.close();
  return dir;
}

describe('upgrade to hero copies (024)', () => {
  it('keeps every film, its preview and 720p copy; no film has a hero copy yet', () => {
    const dir = folderBefore024();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      const videos = store.videos.list();
      expect(videos.map((v) => [v.id, v.title, v.visible, v.preview_start])).toEqual([
        ['v1', 'Bande démo', true, 4],
        ['v2', 'Clip', false, 0],
      ]);
      expect(videos[0]).toMatchObject({
        preview_state: 'ready',
        preview_url: `/media/${FILM}.preview.mp4`,
        light_url: `/media/${FILM}.light.mp4`,
      });
      const heroes = createHeroRows(store.db);
      expect(heroes.get(FILM)).toBeNull();
      heroes.set(FILM, { state: 'preparing', start: 4, requested_start: 4 });
      expect(heroes.get(FILM)?.state).toBe('preparing');
    } finally {
      store.close();
    }
  });
});
