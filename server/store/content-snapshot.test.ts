import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/temp-data-dirs.ts';
import { createStoreContentSource, SNAPSHOT_ENV } from './build-source.ts';
import {
  readContentSnapshot,
  takeContentSnapshot,
  writeContentSnapshot,
} from './content-snapshot.ts';
import { DB_FILE_NAME } from './db.ts';
import { openStore } from './open.ts';

const dataDir = tempDataDirs();

const video = { url: 'https://vimeo.com/76979871', video_type: 'vimeo' as const, description: '' };

describe('the content a build bakes', () => {
  it('holds the visible videos, the old film addresses and the settings', () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    const shown = store.videos.create({ ...video, title: 'Montré' });
    const hidden = store.videos.create({ ...video, title: 'Caché' });
    store.videos.setVisible(hidden.id, false);
    store.videos.update(shown.id, { ...video, title: 'Montré ailleurs', slug: 'montre-ailleurs' });
    const snapshot = takeContentSnapshot(store);
    store.close();
    expect(snapshot.videos.map((v) => v.title)).toEqual(['Montré ailleurs']);
    expect(snapshot.slugRedirects).toEqual([{ from: 'montre', to: 'montre-ailleurs' }]);
    expect(snapshot.settings.title).toBe('Chef Opérateur');
  });

  it('a build handed a snapshot file reads it and never opens the data folder', async () => {
    const dir = dataDir();
    const store = openStore({ dataDir: dir, demo: false });
    store.videos.create({ ...video, title: 'Du serveur' });
    const file = join(dir, 'content.json');
    writeContentSnapshot(store, file);
    store.close();
    const elsewhere = join(dataDir(), 'never-opened');
    const source = createStoreContentSource({ DATA_DIR: elsewhere, [SNAPSHOT_ENV]: file });
    expect((await source.listVideos()).map((v) => v.title)).toEqual(['Du serveur']);
    expect((await source.getSettings()).title).toBe('Chef Opérateur');
    expect(existsSync(join(elsewhere, DB_FILE_NAME))).toBe(false);
    expect(readContentSnapshot(file).videos).toHaveLength(1);
  });

  it('a build on its own opens an up-to-date folder without taking the write lock', async () => {
    const dir = dataDir();
    openStore({ dataDir: dir, demo: true }).close();
    // Another process in the middle of a write: an open that needed the lock would wait for it
    // and then fail with "database is locked".
    const writer = new DatabaseSync(join(dir, DB_FILE_NAME));
    writer.exec('BEGIN IMMEDIATE');
    try {
      const source = createStoreContentSource({ DATA_DIR: dir, DEMO_CONTENT: '1' });
      expect((await source.listVideos()).length).toBeGreaterThan(0);
      expect((await source.getSettings()).name).not.toBe('');
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  });

  it('a half-written snapshot is never read: the file appears whole', () => {
    const dir = dataDir();
    const store = openStore({ dataDir: dir, demo: false });
    const file = join(dir, 'content.json');
    writeFileSync(file, 'old');
    writeContentSnapshot(store, file);
    store.close();
    expect(readContentSnapshot(file).videos).toEqual([]);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
