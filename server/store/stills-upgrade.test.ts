// A data folder from before stills (migration 038) opens with nothing lost and takes stills;
// a backup then carries them, originals and copies, and a restore serves them without sharp.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stillFileNames, stillOriginalName } from '../../src/lib/stills.ts';
import { dumpDatabase } from '../../tests/support/data/data-snapshot.ts';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createBackup } from '../ops/backup.ts';
import { restoreBackup } from '../ops/restore.ts';
import { openStore } from './open.ts';

const temp = tempDataDirs('filmfolio-stills-');
const STILL = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';

function folderBefore038(): string {
  const dir = temp();
  const db = openDatabaseBefore('038', dir);
  const insert = db.prepare(
    `INSERT INTO videos (id, title, url, video_type, thumbnail_url, order_position, visible, slug)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('v1', 'Un', 'https://vimeo.com/1', 'vimeo', null, 0, 1, 'un');
  insert.run('v2', 'Deux', 'https://vimeo.com/2', 'vimeo', null, 1, 0, 'deux');
  db.close();
  mkdirSync(join(dir, 'media'));
  return dir;
}

describe('upgrade to stills (038)', () => {
  it('keeps every film, then stores, carries and deletes stills with them', async () => {
    const dir = folderBefore038();
    const store = openStore({ dataDir: dir, demo: false });
    try {
      expect(store.videos.list().map((v) => [v.id, v.title, v.slug, v.visible])).toEqual([
        ['v1', 'Un', 'un', true],
        ['v2', 'Deux', 'deux', false],
      ]);
      expect(store.stills.ofFilm('v1')).toEqual([]);
      const still = store.stills.add(
        'v1',
        {
          original: stillOriginalName(STILL, 'tif'),
          width: 800,
          height: 335,
          widths: [480, 800],
          alt: 'Quai',
        },
        STILL,
      );
      expect(still).toMatchObject({ id: STILL, videoId: 'v1', position: 0, widths: [480, 800] });
      for (const name of stillFileNames(still as NonNullable<typeof still>)) {
        writeFileSync(join(store.mediaDir, name), `bytes of ${name}`);
      }
      expect(store.stills.isPublic(STILL)).toBe(true);
      expect(() =>
        store.stills.add('nope', { original: 'x', width: 1, height: 1, widths: [1], alt: '' }),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      store.close();
    }

    const out = temp();
    const { path } = await createBackup({ dataDir: dir, outDir: out });
    const target = join(temp(), 'data');
    await restoreBackup({ file: path, dataDir: target });
    expect(dumpDatabase(target)).toBe(dumpDatabase(dir));
    expect(readdirSync(join(target, 'media')).sort()).toEqual(
      stillFileNames({
        id: STILL,
        original: stillOriginalName(STILL, 'tif'),
        widths: [480, 800],
      }).sort(),
    );

    const restored = openStore({ dataDir: target, demo: false });
    try {
      expect(restored.stills.ofFilm('v1').map((s) => s.alt)).toEqual(['Quai']);
      restored.videos.delete('v1');
      expect(restored.stills.get(STILL)).toBeNull();
    } finally {
      restored.close();
    }
  });
});
