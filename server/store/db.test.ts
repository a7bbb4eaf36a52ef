import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, openDatabase } from './db.ts';

const dataDir = tempDataDirs();

describe('openDatabase', () => {
  it('applies every migration once, even when opened twice', () => {
    const dir = dataDir();
    const first = openDatabase({ dataDir: dir });
    const names = first.prepare('SELECT name FROM schema_migrations ORDER BY name').all();
    first.close();
    const second = openDatabase({ dataDir: dir });
    const again = second.prepare('SELECT name FROM schema_migrations ORDER BY name').all();
    second.close();
    expect(names.map((r) => r.name)).toEqual(
      readdirSync(DEFAULT_MIGRATIONS_DIR)
        .filter((n) => n.endsWith('.sql'))
        .sort(),
    );
    expect(again).toEqual(names);
  });

  it('picks up a migration file added later', () => {
    const dir = dataDir();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    copyFileSync(
      join(DEFAULT_MIGRATIONS_DIR, '001-videos.sql'),
      join(migrations, '001-videos.sql'),
    );
    openDatabase({ dataDir: dir, migrationsDir: migrations }).close();
    writeFileSync(join(migrations, '003-extra.sql'), 'CREATE TABLE extra (id TEXT PRIMARY KEY);');
    const db = openDatabase({ dataDir: dir, migrationsDir: migrations });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeDefined();
    db.close();
  });

  it('rolls back a failing migration entirely', () => {
    const dir = dataDir();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(
      join(migrations, '001-bad.sql'),
      'CREATE TABLE half (id TEXT); SELECT nope FROM;',
    );
    expect(() => openDatabase({ dataDir: dir, migrationsDir: migrations })).toThrow();
    writeFileSync(join(migrations, '001-bad.sql'), 'CREATE TABLE half (id TEXT);');
    const db = openDatabase({ dataDir: dir, migrationsDir: migrations });
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n).toBe(1);
    db.close();
  });

  it('runs in WAL mode with foreign keys on', () => {
    const db = openDatabase({ dataDir: dataDir() });
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    expect(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
    db.close();
  });

  it('enforces the video constraints', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const insert = db.prepare(
      'INSERT INTO videos (id, title, url, video_type, order_position) VALUES (?, ?, ?, ?, ?)',
    );
    expect(() => insert.run('a', 'T', 'https://x', 'dailymotion', 0)).toThrow(/CHECK/);
    expect(() => insert.run('b', 'T', 'https://x', 'youtube', -1)).toThrow(/CHECK/);
    expect(() => insert.run('c', null, 'https://x', 'youtube', 0)).toThrow(/NOT NULL/);
    insert.run('d', 'T', 'https://x', 'youtube', 0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM videos').get()?.n).toBe(1);
    db.close();
  });
});
