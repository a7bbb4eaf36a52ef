import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../tests/support/data/data-snapshot.ts';
import {
  addMedia,
  integrityCheck,
  seedSite,
  siteContent,
} from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, openDatabase } from '../store/db.ts';
import { openStore } from '../store/open.ts';
import { createBackup } from './backup.ts';
import { BackupRefused } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const temp = tempDataDirs('filmfolio-ops-');

async function backedUpSite(count = 5) {
  const source = temp();
  seedSite(source, count).close();
  const out = temp();
  const result = await createBackup({ dataDir: source, outDir: out });
  return { source, out, archive: result.path };
}

/** Everything under a folder with its bytes, to prove a refused restore changed nothing. */
function folderState(dir: string): string {
  if (!existsSync(dir)) return 'absent';
  const parts: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const path = join(dir, name);
    // The in-use check opens the database before anything else (issue 34, point 6); closing it
    // lets SQLite remove an empty -wal left beside it, which holds nothing. dumpDatabase below
    // compares the data itself.
    if (name.endsWith('-wal') && readFileSync(path).length === 0) continue;
    parts.push(
      existsSync(path) && !name.endsWith('media') ? `${name}:${readFileSync(path).length}` : name,
    );
  }
  return parts.join('\n');
}

describe('backup then restore', () => {
  it('gives the same videos, order, layout and media files', async () => {
    const { source, archive } = await backedUpSite();
    expect(archive).toMatch(/filmfolio-\d{8}-\d{6}\.tar\.gz$/);
    const target = join(temp(), 'data');
    const result = await restoreBackup({ file: archive, dataDir: target });
    expect(result).toMatchObject({ movedAside: null, videos: 5, files: 7, migrated: [] });
    expect(readdirSync(target).sort()).toEqual(['filmfolio.sqlite', 'media']);
    // Every table, row for row: videos, messages, accounts, the schema's history.
    expect(dumpDatabase(target)).toBe(dumpDatabase(source));
    const before = siteContent(source);
    const after = siteContent(target);
    expect(after).toEqual(before);
    expect(after.videos.map((v) => v.title)).toEqual([
      'Film 4',
      'Film 3',
      'Film 2',
      'Film 1',
      'Film 0',
    ]);
    expect(Object.keys(after.files)).toHaveLength(6);
    expect(integrityCheck(target)).toBe('ok');
  });

  it('refuses a non-empty data folder without --force and changes nothing', async () => {
    const { archive } = await backedUpSite(2);
    const target = temp();
    seedSite(target, 1).close();
    const dump = dumpDatabase(target);
    const state = folderState(target);
    await expect(restoreBackup({ file: archive, dataDir: target })).rejects.toThrow(
      /not empty.*--force/,
    );
    expect(folderState(target)).toBe(state);
    expect(dumpDatabase(target)).toBe(dump);
  });

  it('with --force moves the old data folder aside, whole, and restores', async () => {
    const { source, archive } = await backedUpSite(3);
    const parent = temp();
    const target = join(parent, 'data');
    seedSite(target, 1).close();
    const dump = dumpDatabase(target);
    const result = await restoreBackup({ file: archive, dataDir: target, force: true });
    expect(result.movedAside).toMatch(/data\.before-restore-\d{8}T\d{6}$/);
    expect(dumpDatabase(result.movedAside ?? '')).toBe(dump);
    expect(siteContent(target)).toEqual(siteContent(source));
  });

  it('refuses a data folder whose database is open elsewhere (a running server), even with --force', async () => {
    const { archive } = await backedUpSite(1);
    const target = temp();
    const server = seedSite(target, 2);
    const dump = dumpDatabase(target);
    await expect(restoreBackup({ file: archive, dataDir: target, force: true })).rejects.toThrow(
      /is in use: stop the server first/,
    );
    expect(dumpDatabase(target)).toBe(dump);
    server.close();
    const restored = await restoreBackup({ file: archive, dataDir: target, force: true });
    expect(restored.videos).toBe(1);
  });

  it('brings a backup from an older version up to date with the migrations', async () => {
    // The "older version": this repository with its last migration not written yet.
    const oldRoot = temp();
    const migrations = join(oldRoot, 'server', 'store', 'migrations');
    mkdirSync(migrations, { recursive: true });
    const all = readdirSync(DEFAULT_MIGRATIONS_DIR)
      .filter((n) => n.endsWith('.sql'))
      .sort();
    for (const name of all.slice(0, -1))
      cpSync(join(DEFAULT_MIGRATIONS_DIR, name), join(migrations, name));
    // Rows written with that version's own columns: today's store code expects today's schema.
    const source = temp();
    const old = openDatabase({ dataDir: source, migrationsDir: migrations });
    for (const i of [0, 1]) {
      old
        .prepare(
          `INSERT INTO videos (id, title, url, video_type, order_position)
           VALUES (?, ?, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', ?)`,
        )
        .run(`old-${i}`, `Film ${i}`, i);
    }
    old.close();
    mkdirSync(join(source, 'media'), { recursive: true });
    const archive = (await createBackup({ dataDir: source, outDir: temp() })).path;

    const target = join(temp(), 'data');
    const result = await restoreBackup({ file: archive, dataDir: target });
    expect(result.migrated).toEqual(all.slice(-1));
    expect(siteContent(target).videos).toHaveLength(2);
  });

  it('refuses a backup from a newer version', async () => {
    const newRoot = temp();
    const migrations = join(newRoot, 'server', 'store', 'migrations');
    cpSync(DEFAULT_MIGRATIONS_DIR, migrations, { recursive: true });
    writeFileSync(join(migrations, '999-future.sql'), 'CREATE TABLE future (id TEXT);');
    const source = temp();
    seedSite(source, 1, newRoot).close();
    const archive = (await createBackup({ dataDir: source, outDir: temp() })).path;
    const target = join(temp(), 'data');
    await expect(restoreBackup({ file: archive, dataDir: target })).rejects.toThrow(
      /newer version.*999-future/,
    );
    expect(existsSync(target)).toBe(false);
  });
});

describe('backup racing the server', () => {
  it('holds a file uploaded and saved after the media were first staged', async () => {
    const source = temp();
    seedSite(source, 1).close();
    let added = '';
    const { path: archive } = await createBackup({
      dataDir: source,
      outDir: temp(),
      between: (moment) => {
        if (moment !== 'media-staged') return;
        const store = openStore({ dataDir: source, demo: false });
        added = addMedia(store, 'mp4', 5000);
        store.videos.create({ title: 'Late upload', url: added, video_type: 'direct' });
        store.close();
      },
    });
    const target = join(temp(), 'data');
    await restoreBackup({ file: archive, dataDir: target });
    const restored = siteContent(target);
    expect(restored.videos.map((v) => v.url)).toContain(added);
    expect(restored.files).toEqual(siteContent(source).files);
  });

  it('holds a file the server deleted after the database was copied', async () => {
    const source = temp();
    seedSite(source, 1).close();
    const [video] = siteContent(source).videos;
    const name = (video?.url ?? '').slice('/media/'.length);
    const expected = siteContent(source).files[name];
    const { path: archive } = await createBackup({
      dataDir: source,
      outDir: temp(),
      between: (moment) => {
        if (moment !== 'database-copied') return;
        const store = openStore({ dataDir: source, demo: false });
        store.videos.delete(video?.id ?? '');
        rmSync(join(store.mediaDir, name));
        store.close();
      },
    });
    const target = join(temp(), 'data');
    await restoreBackup({ file: archive, dataDir: target });
    expect(siteContent(target).files[name]).toBe(expected);
  });
});

describe('a damaged or foreign archive', () => {
  async function refusedWithoutChange(file: string, message: RegExp) {
    const target = temp();
    seedSite(target, 1).close();
    const dump = dumpDatabase(target);
    const state = folderState(target);
    const error = await restoreBackup({ file, dataDir: target, force: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect(String(error)).toMatch(message);
    expect(folderState(target)).toBe(state);
    expect(dumpDatabase(target)).toBe(dump);
    // Nothing left beside it either: no staging folder, no moved-aside copy.
    expect(
      readdirSync(join(target, '..')).filter(
        (n) => n.includes(target.split('/').pop() ?? '') && n !== target.split('/').pop(),
      ),
    ).toEqual([]);
  }

  it('a flipped byte anywhere is refused and changes nothing', async () => {
    const { archive } = await backedUpSite(3);
    const bytes = readFileSync(archive);
    for (const at of [
      10,
      Math.floor(bytes.length / 3),
      Math.floor(bytes.length / 2),
      bytes.length - 6,
    ]) {
      const damaged = Buffer.from(bytes);
      damaged[at] = (damaged[at] ?? 0) ^ 0xff;
      const file = join(temp(), 'damaged.tar.gz');
      writeFileSync(file, damaged);
      await refusedWithoutChange(file, /cannot read|checksum|damaged/);
    }
  });

  it('a truncated archive is refused', async () => {
    const { archive } = await backedUpSite(3);
    const bytes = readFileSync(archive);
    const file = join(temp(), 'cut.tar.gz');
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refusedWithoutChange(file, /cannot read/);
  });

  it('a file whose bytes were replaced (valid gzip, wrong checksum) is refused', async () => {
    const { archive } = await backedUpSite(2);
    const unpacked = temp();
    const { x } = await import('tar');
    await x({ file: archive, cwd: unpacked });
    const media = readdirSync(join(unpacked, 'media'));
    const victim = join(unpacked, 'media', media[0] ?? '');
    const original = readFileSync(victim);
    original[0] = (original[0] ?? 0) ^ 1;
    writeFileSync(victim, original);
    const file = join(temp(), 'tampered.tar.gz');
    await createTar({ gzip: true, file, cwd: unpacked }, [
      'manifest.json',
      'filmfolio.sqlite',
      'media',
    ]);
    await refusedWithoutChange(file, /does not match its checksum/);
  });

  it('an archive that is not ours, or not an archive, is refused', async () => {
    const folder = temp();
    writeFileSync(join(folder, 'notes.txt'), 'hello');
    const foreign = join(temp(), 'other.tar.gz');
    await createTar({ gzip: true, file: foreign, cwd: folder }, ['notes.txt']);
    await refusedWithoutChange(foreign, /never has/);

    const text = join(temp(), 'readme.tar.gz');
    writeFileSync(text, 'this is not an archive at all\n'.repeat(50));
    await refusedWithoutChange(text, /cannot read/);

    // A link would let an archive write outside the data folder: refused by type, whatever its name.
    mkdirSync(join(folder, 'media'));
    symlinkSync('/etc/passwd', join(folder, 'media', 'clip.mp4'));
    const linked = join(temp(), 'linked.tar.gz');
    await createTar({ gzip: true, file: linked, cwd: folder }, ['media/clip.mp4']);
    await refusedWithoutChange(linked, /never has \(media\/clip\.mp4\)/);

    writeFileSync(join(folder, 'manifest.json'), '{"format":"something-else"}');
    const wrongManifest = join(temp(), 'wrong.tar.gz');
    await createTar({ gzip: true, file: wrongManifest, cwd: folder }, ['manifest.json']);
    await refusedWithoutChange(wrongManifest, /not describe a FilmFolio backup/);
  });

  it('a missing file is refused', async () => {
    const target = join(temp(), 'data');
    await expect(
      restoreBackup({ file: join(temp(), 'nope.tar.gz'), dataDir: target }),
    ).rejects.toThrow(/does not exist/);
    rmSync(target, { recursive: true, force: true });
  });
});
