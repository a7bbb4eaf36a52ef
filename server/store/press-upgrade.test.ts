// A data folder of the version before press quotes and Références (migration 030) opens with
// this code and loses nothing: every column of every row stays as it was, the films get no
// quote and the settings an empty list of références.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openDatabaseBefore } from '../../tests/support/data/older-schema.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DB_FILE_NAME, openDatabase } from './db.ts';
import { createSettingsStore } from './settings.ts';
import { createVideoStore } from './videos.ts';

const dataDir = tempDataDirs();
const NEW = '030-laurels-press.sql';

const dump = (dir: string, table: string) => {
  const db = new DatabaseSync(join(dir, DB_FILE_NAME), { readOnly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all();
  } finally {
    db.close();
  }
};

function previousVersionFolder(): string {
  const dir = dataDir();
  const db = openDatabaseBefore(NEW, dir);
  const insert = db.prepare(
    `INSERT INTO videos (id, title, description, url, video_type, order_position, layout, slug,
     director, awards, year) VALUES (?, ?, ?, ?, ?, ?, 'normal', ?, ?, ?, ?)`,
  );
  insert.run(
    'v1',
    'Un',
    'Première',
    'https://vimeo.com/1',
    'vimeo',
    0,
    'un',
    'Agnès',
    'Cannes\nBerlin',
    2020,
  );
  insert.run(
    'v2',
    'Deux',
    null,
    'https://youtu.be/dQw4w9WgXcQ',
    'youtube',
    1,
    'deux',
    null,
    null,
    null,
  );
  db.prepare("UPDATE site_settings SET name = 'Camille', about = 'Texte' WHERE id = 1").run();
  db.prepare("INSERT INTO admins (id, email, password_hash) VALUES ('a1', 'a@b.fr', 'h')").run();
  db.close();
  return dir;
}

describe('upgrade to press quotes and références (030)', () => {
  it('keeps every row and column; films have no quote, the settings no référence', () => {
    const dir = previousVersionFolder();
    const before = Object.fromEntries(
      ['videos', 'site_settings', 'admins'].map((table) => [table, dump(dir, table)]),
    );
    openDatabase({ dataDir: dir }).close();
    const after = Object.fromEntries(
      ['videos', 'site_settings', 'admins'].map((table) => [table, dump(dir, table)]),
    );
    expect(after.admins).toEqual(before.admins);
    expect(after.videos).toEqual(before.videos?.map((row) => ({ ...row, press: '[]' })));
    expect(after.site_settings).toEqual(
      before.site_settings?.map((row) => ({ ...row, reference_names: '' })),
    );

    const db = openDatabase({ dataDir: dir });
    const videos = createVideoStore(db);
    const settings = createSettingsStore(db);
    expect(videos.list().map((v) => [v.id, v.awards, v.press])).toEqual([
      ['v1', 'Cannes\nBerlin', []],
      ['v2', null, []],
    ]);
    expect(settings.get()).toMatchObject({ name: 'Camille', about: 'Texte', reference_names: '' });
    db.close();
  });

  it('stores quotes whole, keeps them when an edit sends none, and refuses a non-list', () => {
    const db = openDatabase({ dataDir: previousVersionFolder() });
    const videos = createVideoStore(db);
    const press = [
      { quote: '« Une image </script> superbe »', source: 'Libération', url: 'https://x.fr/a' },
      { quote: 'Lumineux', source: 'Télérama', url: null },
    ];
    const film = videos.create({
      title: 'Trois',
      url: 'https://vimeo.com/3',
      video_type: 'vimeo',
      press,
    });
    expect(videos.get(film.id)?.press).toEqual(press);
    videos.update(film.id, { title: 'Trois bis', url: 'https://vimeo.com/3', video_type: 'vimeo' });
    expect(videos.get(film.id)?.press).toEqual(press);
    videos.update(film.id, {
      title: 'Trois',
      url: 'https://vimeo.com/3',
      video_type: 'vimeo',
      press: [],
    });
    expect(videos.get(film.id)?.press).toEqual([]);
    expect(() => db.prepare(`UPDATE videos SET press = '{}' WHERE id = 'v1'`).run()).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare(`UPDATE videos SET press = 'x' WHERE id = 'v1'`).run()).toThrow(
      /CHECK/,
    );
    expect(() =>
      db.prepare(`UPDATE site_settings SET reference_names = ? WHERE id = 1`).run('a'.repeat(2001)),
    ).toThrow(/CHECK/);
    db.close();
  });
});
