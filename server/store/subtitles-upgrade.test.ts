// Subtitle files (migration 040, docs/subtitles.md): a data folder from before it opens with
// nothing lost, and its films then take subtitle rows that backups carry.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { referencedMedia } from '../ops/referenced-media.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();
const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

function folderBefore040(): string {
  const dir = dataDir();
  const older = join(dir, 'older-migrations');
  mkdirSync(older);
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < '040')) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: older });
  const insert = db.prepare(
    `INSERT INTO videos (id, title, url, video_type, order_position, visible, slug)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('v1', 'Court', `/media/${FILM}`, 'direct', 0, 0, 'court');
  insert.run('v2', 'Clip', 'https://youtu.be/dQw4w9WgXcQ', 'youtube', 1, 1, 'clip');
  db.close();
  return dir;
}

describe('upgrade to subtitle files (040)', () => {
  it('keeps every film as it was, then stores subtitle rows that go with their film', () => {
    const dir = folderBefore040();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      const films = store.videos.list();
      expect(films.map((v) => [v.id, v.title, v.url, v.visible, v.slug, v.subtitles])).toEqual([
        ['v1', 'Court', `/media/${FILM}`, false, 'court', undefined],
        ['v2', 'Clip', 'https://youtu.be/dQw4w9WgXcQ', true, 'clip', undefined],
      ]);
      const name = `${FILM}.sub-fr-subtitles-0123456789ab.vtt`;
      const row = {
        id: 's1',
        videoId: 'v1',
        language: 'fr',
        kind: 'subtitles',
        name,
        url: '',
      } as const;
      expect(store.videos.addSubtitle(row, 40)).toBeNull();
      expect(store.videos.get('v1')?.subtitles).toEqual([
        { id: 's1', language: 'fr', kind: 'subtitles', url: `/media/${name}` },
      ]);
      expect(referencedMedia(store.db).has(name)).toBe(true);
      store.videos.delete('v1');
      expect(store.db.prepare('SELECT COUNT(*) AS n FROM video_subtitles').get()?.n).toBe(0);
    } finally {
      store.close();
    }
  });
});
