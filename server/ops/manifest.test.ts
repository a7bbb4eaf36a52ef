import { describe, expect, it } from 'vitest';
import { isAllowedEntry, parseManifest, unknownMigrations } from './manifest.ts';

const good = {
  format: 'filmfolio-backup',
  formatVersion: 1,
  createdAt: '2026-11-23T09:05:07.000Z',
  appVersion: '0.1.0',
  migrations: ['001-videos.sql'],
  files: [{ path: 'filmfolio.sqlite', size: 10, sha256: 'a'.repeat(64) }],
};
const parse = (value: unknown) => () => parseManifest(JSON.stringify(value));

describe('backup manifest', () => {
  it('reads one of ours', () => {
    expect(parseManifest(JSON.stringify(good))).toEqual(good);
  });

  it('refuses what is not ours, with the reason', () => {
    expect(() => parseManifest('not json')).toThrow(/not JSON/);
    expect(parse({ ...good, format: 'other' })).toThrow(/not describe a FilmFolio backup/);
    expect(parse({ ...good, formatVersion: 2 })).toThrow(/format 2 is not supported/);
    expect(parse({ ...good, files: [] })).toThrow(/no database/);
    expect(parse({ ...good, migrations: 'x' })).toThrow(/migration list/);
    const file = good.files[0];
    expect(parse({ ...good, files: [file, file] })).toThrow(/twice/);
    expect(parse({ ...good, files: [{ ...file, sha256: 'zz' }] })).toThrow(/invalid file list/);
    expect(parse({ ...good, files: [{ ...file, size: -1 }] })).toThrow(/invalid file list/);
    expect(parse({ ...good, files: [{ ...file, path: '../etc/passwd' }] })).toThrow(
      /invalid file list/,
    );
  });

  it('allows only the flat layout of a backup', () => {
    expect(isAllowedEntry('media/0b6f.mp4')).toBe(true);
    for (const path of [
      'media/../x',
      'media/.hidden',
      'media/a/b.mp4',
      '/filmfolio.sqlite',
      'site/index.html',
    ]) {
      expect(isAllowedEntry(path), path).toBe(false);
    }
  });

  it('names the migrations a newer version wrote', () => {
    expect(unknownMigrations(['001-a.sql', '009-b.sql'], ['001-a.sql', '002-c.sql'])).toEqual([
      '009-b.sql',
    ]);
    expect(unknownMigrations(['001-a.sql'], ['001-a.sql', '002-c.sql'])).toEqual([]);
  });
});
