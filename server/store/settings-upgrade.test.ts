import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { makeTempDir, tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEMO_IDENTITY } from '../demo/identity.ts';
import { seedDemoContent } from '../demo/seed.ts';
import { DB_FILE_NAME, openDatabase } from './db.ts';
import { openStore } from './open.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = tempDataDirs();
/** A table's rows read straight from the file, without opening (and so migrating) it. */
const dump = (dir: string, table: string) => {
  const db = new DatabaseSync(join(dir, DB_FILE_NAME), { readOnly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all();
  } finally {
    db.close();
  }
};

/**
 * A data folder as the version before site settings leaves it: migrations 001-003 only, the demo
 * videos and their files, an administrator, a session and a contact message.
 */
function previousVersionFolder(demo: boolean): string {
  const dir = dataDir();
  const migrations = makeTempDir('filmfolio-migrations-');
  for (const name of ['001-videos.sql', '002-contact-messages.sql', '003-admin-auth.sql']) {
    copyFileSync(join(ROOT, 'server', 'store', 'migrations', name), join(migrations, name));
  }
  const db = openDatabase({ dataDir: dir, migrationsDir: migrations });
  mkdirSync(join(dir, 'media'), { recursive: true });
  if (demo) {
    seedDemoContent(db, { sourceDir: join(ROOT, 'demo', 'media'), mediaDir: join(dir, 'media') });
  }
  db.prepare("INSERT INTO admins (id, email, password_hash) VALUES ('a1', 'a@b.fr', 'h')").run();
  db.prepare("INSERT INTO sessions VALUES ('t', 'a1', 1, 1, 9999999999999)").run();
  db.prepare(
    "INSERT INTO contact_messages (id, name, email, message, sender_key, created_ms) VALUES ('m1', 'N', 'n@x.fr', 'Bonjour', 'k', 1)",
  ).run();
  db.close();
  return dir;
}

describe('upgrading a data folder made before site settings', () => {
  it('keeps every video, file, account, session and message; a demo folder gets the demo person', () => {
    const dir = previousVersionFolder(true);
    const before = Object.fromEntries(
      ['videos', 'admins', 'sessions', 'contact_messages', 'meta'].map((t) => [t, dump(dir, t)]),
    );
    expect(before.videos?.length).toBeGreaterThanOrEqual(7);
    // Opened as `npm start` would: migration 004, then the demo person (demo on by default).
    const store = openStore({ dataDir: dir, demo: true });
    const settings = store.settings.get();
    const videos = store.videos.list();
    store.close();
    expect(settings).toMatchObject({ name: DEMO_IDENTITY.name, email: DEMO_IDENTITY.email });
    expect(settings.cv?.url).toMatch(/^\/media\/[0-9a-f-]{36}\.pdf$/);
    expect(
      readFileSync(join(dir, settings.cv?.url ?? ''))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Later migrations add columns (visibility, slug, credits): every column the folder had keeps
    // its value.
    for (const table of ['videos', 'admins', 'sessions', 'contact_messages'] as const) {
      const old = before[table] ?? [];
      const columns = Object.keys(old[0] ?? {});
      const kept = dump(dir, table).map((row) =>
        Object.fromEntries(columns.map((column) => [column, row[column]])),
      );
      expect(kept).toEqual(old);
    }
    expect(videos.length).toBeGreaterThanOrEqual(7);
    for (const video of videos.filter((v) => v.video_type === 'direct')) {
      expect(readFileSync(join(dir, video.url)).length).toBeGreaterThan(0);
    }
  });

  it('never overwrites settings the owner typed, and starts empty with DEMO_CONTENT=0', () => {
    const empty = previousVersionFolder(false);
    const plain = openStore({ dataDir: empty, demo: false });
    expect(plain.settings.get().name).toBe('');
    plain.close();

    const dir = previousVersionFolder(true);
    const first = openStore({ dataDir: dir, demo: false });
    first.settings.save({ ...first.settings.get(), name: 'Alex Martin' });
    first.close();
    const again = openStore({ dataDir: dir, demo: true });
    expect(again.settings.get()).toMatchObject({ name: 'Alex Martin', cv: null });
    again.close();
  });
});
