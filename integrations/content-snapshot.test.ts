import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import { DB_FILE_NAME } from '../server/store/db.ts';
import { openStore } from '../server/store/open.ts';
import { CONTENT_SNAPSHOT_ENV, parseContentSnapshot } from '../src/lib/content-snapshot.ts';
import { tempDataDirs } from '../tests/support/harness/temp-dirs.ts';
import { prepareContentSnapshot } from './content-snapshot.ts';

const dataDir = tempDataDirs();
const ROOT = join(import.meta.dirname, '..');

function prepared(env: NodeJS.ProcessEnv) {
  const cleanUp = prepareContentSnapshot({ env, root: ROOT });
  const file = env[CONTENT_SNAPSHOT_ENV];
  return { file, cleanUp, read: () => parseContentSnapshot(readFileSync(file ?? '', 'utf8')) };
}

describe('the snapshot a build writes for itself', () => {
  it('seeds a fresh data folder and names the snapshot of its sorted demo list', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: join(dataDir(), 'data') };
    const { file, cleanUp, read } = prepared(env);
    const videos = read().videos;
    expect(videos.length).toBeGreaterThanOrEqual(7);
    expect(videos.map((v) => v.order_position)).toEqual(videos.map((_, i) => i));
    expect(read().settings.name).not.toBe('');
    cleanUp();
    expect(env[CONTENT_SNAPSHOT_ENV]).toBeUndefined();
    expect(existsSync(file ?? '')).toBe(false);
  });

  it('names PUBLIC_URL as the site address; the demo alone names none', () => {
    const dir = dataDir();
    const demo = prepared({ DATA_DIR: dir });
    expect(demo.read().settings.site_url).toBe('');
    demo.cleanUp();
    const given = prepared({ DATA_DIR: dir, PUBLIC_URL: 'https://example.fr/' });
    expect(given.read().settings.site_url).toBe('https://example.fr');
    given.cleanUp();
  });

  it('holds nothing with DEMO_CONTENT=0', () => {
    const { read, cleanUp } = prepared({ DATA_DIR: dataDir(), DEMO_CONTENT: '0' });
    expect(read().videos).toEqual([]);
    expect(read().settings.name).toBe('');
    cleanUp();
  });

  it('logs one line and names no file when the data folder cannot be opened', () => {
    const file = join(dataDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env: NodeJS.ProcessEnv = { DATA_DIR: file };
    prepared(env).cleanUp();
    expect(env[CONTENT_SNAPSHOT_ENV]).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('leaves a snapshot the server handed over, and Supabase builds, alone', () => {
    const elsewhere = join(dataDir(), 'never-opened');
    const handed = { DATA_DIR: elsewhere, [CONTENT_SNAPSHOT_ENV]: '/server/wrote/this.json' };
    prepared(handed).cleanUp();
    expect(handed[CONTENT_SNAPSHOT_ENV]).toBe('/server/wrote/this.json');
    const supabase: NodeJS.ProcessEnv = { DATA_DIR: elsewhere, PUBLIC_BACKEND: 'supabase' };
    prepared(supabase).cleanUp();
    expect(supabase[CONTENT_SNAPSHOT_ENV]).toBeUndefined();
    expect(existsSync(join(elsewhere, DB_FILE_NAME))).toBe(false);
  });

  it('opens an up-to-date folder without taking the write lock', () => {
    const dir = dataDir();
    openStore({ dataDir: dir, demo: true }).close();
    // Another process in the middle of a write: an open that needed the lock would wait for it
    // and then fail with "database is locked" (logged, and no snapshot named).
    const writer = new DatabaseSync(join(dir, DB_FILE_NAME));
    writer.exec('BEGIN IMMEDIATE');
    try {
      const { read, cleanUp } = prepared({ DATA_DIR: dir });
      expect(read().videos.length).toBeGreaterThan(0);
      cleanUp();
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  });
});
