// What the restore checks before it replaces anything, and what it does when something fails
// after: archives doctored so that every manifest check passes and something deeper does not.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { x as extractTar } from 'tar';
import { describe, expect, it } from 'vitest';
import {
  doctoredBackup,
  manifestEntry,
  sha256OfZeros,
  writeCraftedArchive,
} from '../../tests/support/data/crafted-archive.ts';
import { dumpDatabase } from '../../tests/support/data/data-snapshot.ts';
import { seedSite, siteContent } from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createBackup } from './backup.ts';
import { type BackupManifest, BackupRefused, MANIFEST_NAME } from './manifest.ts';
import { RestoreFailed, restoreBackup } from './restore.ts';

const temp = tempDataDirs('filmfolio-restore-');
const MiB = 1024 * 1024;

async function backedUpSite(count = 3) {
  const source = temp();
  seedSite(source, count).close();
  const { path } = await createBackup({ dataDir: source, outDir: temp() });
  return { source, archive: path };
}

/** A sound backup of a seeded site, then its database changed by `sql`: what the manifest checks
 * cannot see. */
async function doctoredSite(sql: string): Promise<string> {
  const { archive } = await backedUpSite();
  const doctored = join(temp(), 'doctored.tar.gz');
  await doctoredBackup(archive, doctored, (db) => db.exec(sql));
  return doctored;
}

/** A data folder in use before the restore, and how to tell it was left exactly as it was. */
function existingFolder() {
  const parent = temp();
  const target = join(parent, 'data');
  seedSite(target, 1).close();
  const dump = dumpDatabase(target);
  return {
    parent,
    target,
    unchanged: () => {
      expect(dumpDatabase(target)).toBe(dump);
      expect(readdirSync(parent)).toEqual(['data']);
    },
  };
}

/** The most bytes seen at once under `dir` while `work` runs (sampled every few milliseconds). */
async function peakBytesUnder<T>(dir: string, work: () => Promise<T>) {
  let peak = 0;
  const measure = () => {
    let total = 0;
    for (const name of readdirSync(dir, { recursive: true }).map(String)) {
      try {
        const stats = statSync(join(dir, name));
        if (stats.isFile()) total += stats.size;
      } catch {
        // Removed between the listing and the stat.
      }
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(measure, 2);
  try {
    const error = await work().then(
      () => null,
      (failure: unknown) => failure,
    );
    return { peak, error };
  } finally {
    clearInterval(timer);
    measure();
  }
}

describe('everything is checked before the swap', () => {
  it('refuses a sound-looking archive whose database fails the migrations, changing nothing', async () => {
    // Its table is there but its record is not: this version runs the migration again, and fails.
    const doctored = await doctoredSite(
      "DELETE FROM schema_migrations WHERE name = '012-image-variants.sql'",
    );
    const { target, unchanged } = existingFolder();
    const error = await restoreBackup({ file: doctored, dataDir: target, force: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect(String(error)).toMatch(/fails this version's migrations \(.*image_variants/);
    unchanged();
  });

  it("reads the version from the database's own migrations table, not the manifest", async () => {
    const doctored = await doctoredSite(
      "INSERT INTO schema_migrations (name) VALUES ('999-future.sql')",
    );
    const { target, unchanged } = existingFolder();
    await expect(restoreBackup({ file: doctored, dataDir: target, force: true })).rejects.toThrow(
      /newer version.*999-future/,
    );
    unchanged();
  });
});

describe('a failure after the swap', () => {
  it('puts the previous folder back and says where everything is', async () => {
    const { archive } = await backedUpSite();
    const { parent, target } = existingFolder();
    const dump = dumpDatabase(target);
    const error = await restoreBackup({
      file: archive,
      dataDir: target,
      force: true,
      afterSwap: () => {
        throw new Error('disk unplugged');
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreFailed);
    const message = String(error);
    expect(message).toContain('disk unplugged');
    expect(message).toContain(`the previous data folder was put back in ${target}`);
    expect(dumpDatabase(target)).toBe(dump);
    const kept = readdirSync(parent).filter((name) => name !== 'data');
    expect(kept).toHaveLength(1);
    expect(message).toContain(join(parent, kept[0] ?? ''));
  });
});

describe('sizes are checked while streaming, before anything large is written', () => {
  /** A real backup's manifest and database, plus one more media entry as given. */
  async function withExtraMedia(extra: { declared: number; sha256: string; entryZeros: number }) {
    const { archive } = await backedUpSite(1);
    const unpacked = temp();
    await extractTar({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(
      readFileSync(join(unpacked, MANIFEST_NAME), 'utf8'),
    ) as BackupManifest;
    const path = 'media/huge.mp4';
    const files = [...manifest.files, { path, size: extra.declared, sha256: extra.sha256 }];
    const file = join(temp(), 'small.tar.gz');
    await writeCraftedArchive(file, [
      manifestEntry({ ...manifest, files }),
      ...manifest.files.map((listed) => ({
        path: listed.path,
        body: readFileSync(join(unpacked, listed.path)),
      })),
      { path, body: extra.entryZeros },
    ]);
    return file;
  }

  it('refuses a small archive that declares something huge, having written little', async () => {
    const huge = 400 * MiB;
    const file = await withExtraMedia({
      declared: huge,
      sha256: sha256OfZeros(huge),
      entryZeros: huge,
    });
    expect(statSync(file).size).toBeLessThan(2 * MiB);
    const parent = temp();
    const { peak, error } = await peakBytesUnder(parent, () =>
      restoreBackup({ file, dataDir: join(parent, 'data') }),
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect(String(error)).toMatch(/declares \d+ bytes of files, more than the \d+/);
    expect(peak).toBeLessThan(MiB);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('refuses an entry larger than its manifest says before writing it', async () => {
    const file = await withExtraMedia({
      declared: 1000,
      sha256: sha256OfZeros(1000),
      entryZeros: 400 * MiB,
    });
    const parent = temp();
    const { peak, error } = await peakBytesUnder(parent, () =>
      restoreBackup({ file, dataDir: join(parent, 'data') }),
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect(String(error)).toMatch(/huge\.mp4 is 419430400 bytes in the archive but 1000/);
    expect(peak).toBeLessThan(MiB);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('holds the total to the cap it is given', async () => {
    const { archive } = await backedUpSite(3);
    const target = join(temp(), 'data');
    await expect(
      restoreBackup({ file: archive, dataDir: target, maxBytes: 10_000 }),
    ).rejects.toThrow(/more than the 10000 this restore allows/);
    expect(existsSync(target)).toBe(false);
  });
});

describe('restored files belong to whoever runs the restore', () => {
  it('ignores the owner and modes the archive recorded (uid 4242, exec bits): 0600, folders 0700', async () => {
    const { source, archive } = await backedUpSite(3);
    const unpacked = temp();
    await extractTar({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(
      readFileSync(join(unpacked, MANIFEST_NAME), 'utf8'),
    ) as BackupManifest;
    const foreign = { uid: 4242, gid: 4242, mode: 0o4777 };
    const file = join(temp(), 'foreign.tar.gz');
    await writeCraftedArchive(file, [
      { ...manifestEntry(manifest), ...foreign },
      { path: 'media/', body: 0, type: 'Directory', ...foreign },
      ...manifest.files.map((listed) => ({
        path: listed.path,
        body: readFileSync(join(unpacked, listed.path)),
        ...foreign,
      })),
    ]);
    const target = join(temp(), 'data');
    mkdirSync(target);
    await restoreBackup({ file, dataDir: target });
    expect(siteContent(target)).toEqual(siteContent(source));
    const uid = process.getuid?.();
    const entries = ['.', ...readdirSync(target, { recursive: true }).map(String)];
    expect(entries.length).toBeGreaterThan(5);
    for (const name of entries) {
      const stats = statSync(join(target, name));
      if (uid !== undefined) expect({ name, uid: stats.uid }).toEqual({ name, uid });
      const mode = stats.mode & 0o7777;
      expect({ name, mode: mode.toString(8) }).toEqual({
        name,
        mode: stats.isDirectory() ? '700' : '600',
      });
    }
  });
});
