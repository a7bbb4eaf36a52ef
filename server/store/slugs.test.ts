import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from './db.ts';
import { openStore, type Store } from './open.ts';
import { SlugTakenError } from './slugs.ts';

const dataDir = tempDataDirs();
let store: Store | undefined;
afterEach(() => store?.close());

const open = (dir = dataDir()) => {
  store = openStore({ dataDir: dir, demo: false });
  return store.videos;
};

const fields = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: null,
  url: 'https://vimeo.com/76979871',
  video_type: 'vimeo',
  thumbnail_url: null,
  ...extra,
});

describe('film page addresses in the store', () => {
  it('makes a slug from the title and numbers one that is taken', () => {
    const videos = open();
    expect(videos.create(fields('Été à Périgueux')).slug).toBe('ete-a-perigueux');
    expect(videos.create(fields('ÉTÉ à périgueux')).slug).toBe('ete-a-perigueux-2');
    expect(videos.create(fields('…')).slug).toBe('film');
  });

  it('refuses an explicit slug another film has, and writes nothing', () => {
    const videos = open();
    const a = videos.create(fields('Clip', { slug: 'clip' }));
    const b = videos.create(fields('Teaser'));
    expect(() => videos.create(fields('Autre', { slug: 'clip' }))).toThrow(SlugTakenError);
    expect(() => videos.update(b.id, fields('Teaser', { slug: 'clip' }))).toThrow(SlugTakenError);
    expect(videos.list().map((v) => [v.id, v.slug])).toEqual([
      [a.id, 'clip'],
      [b.id, 'teaser'],
    ]);
    // Its own slug sent back is no conflict.
    expect(videos.update(a.id, fields('Clip 2', { slug: 'clip' }))?.slug).toBe('clip');
  });

  it('leads no old slug to a hidden film: its address stays private', () => {
    const videos = open();
    const a = videos.create(fields('Sous embargo'));
    videos.update(a.id, fields('Sous embargo', { slug: 'nouvelle-adresse' }));
    expect(videos.redirectFor('sous-embargo')).toBe('nouvelle-adresse');
    videos.setVisible(a.id, false);
    expect(videos.redirectFor('sous-embargo')).toBeNull();
    expect(videos.slugRedirects()).toEqual([]);
    videos.setVisible(a.id, true);
    expect(videos.slugRedirects()).toEqual([{ from: 'sous-embargo', to: 'nouvelle-adresse' }]);
  });

  it('leads an old slug to the new one, and forgets it when a film takes it again', () => {
    const videos = open();
    const a = videos.create(fields('Premier'));
    videos.update(a.id, fields('Premier', { slug: 'deuxieme' }));
    videos.update(a.id, fields('Premier', { slug: 'troisieme' }));
    expect(videos.redirectFor('premier')).toBe('troisieme');
    expect(videos.redirectFor('deuxieme')).toBe('troisieme');
    expect(videos.redirectFor('troisieme')).toBeNull();
    const b = videos.create(fields('Autre', { slug: 'premier' }));
    expect(b.slug).toBe('premier');
    expect(videos.redirectFor('premier')).toBeNull();
    videos.delete(a.id);
    expect(videos.redirectFor('deuxieme')).toBeNull();
  });
});

describe('upgrade of a data folder from before film pages', () => {
  it('keeps every row and field, and gives each row a unique slug from its title', () => {
    const dir = dataDir();
    const old = join(dir, 'old-migrations');
    mkdirSync(old);
    for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR)) {
      if (name < '008') copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(old, name));
    }
    const before = openDatabase({ dataDir: dir, migrationsDir: old });
    const insert = before.prepare(
      `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position,
       layout, keep_small_format) VALUES (?, ?, ?, 'https://youtu.be/dQw4w9WgXcQ', 'youtube', ?, ?,
       ?, ?)`,
    );
    const titles = ['Clip', 'Clip', 'Clip 2', 'Œuvre — été'];
    titles.forEach((title, i) => {
      insert.run(`id-${i}`, title, `Texte ${i}`, `/media/t${i}.jpg`, i, 'half', i % 2);
    });
    const rowsBefore = before.prepare('SELECT * FROM videos ORDER BY order_position').all();
    before.close();

    const videos = open(dir);
    const after = videos.list();
    expect(after.map((v) => v.slug)).toEqual(['clip', 'clip-2', 'clip-2-2', 'oeuvre-ete']);
    expect(after.map((v) => [v.id, v.title, v.description, v.thumbnail_url, v.layout])).toEqual(
      rowsBefore.map((r) => [r.id, r.title, r.description, r.thumbnail_url, r.layout]),
    );
    expect(after.map((v) => v.keep_small_format)).toEqual([false, true, false, true]);
    expect(after.every((v) => v.director === null && v.year === null)).toBe(true);
  });
});
