import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from '../store/db.ts';
import { extractArchive } from './extract.ts';
import { databaseInUse } from './in-use.ts';
import { type BackupManifest, BackupRefused, MANIFEST_NAME } from './manifest.ts';
import { verifyUnpacked } from './verify.ts';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Replace a non-empty data folder, which is moved aside (never deleted). */
  force?: boolean;
  migrationsDir?: string;
  /** Rebuilds the static site from the restored folder (the command runs astro build). */
  rebuild?: (dataDir: string) => Promise<void>;
  log?: (line: string) => void;
  now?: Date;
}

export interface RestoreResult {
  /** Where the previous data folder went, when --force moved one aside. */
  movedAside: string | null;
  videos: number;
  files: number;
  /** Migrations this version applied on top of the backup's schema. */
  migrated: string[];
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores an archive into the data folder. Unpacks and verifies beside the data folder first; only
 * a backup that passed every check replaces anything, by rename. Stop the server before.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir);
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const log = options.log ?? (() => {});
  if (!existsSync(options.file)) throw new BackupRefused(`${options.file} does not exist`);
  if (!options.force && !isEmptyDir(dataDir)) {
    throw new BackupRefused(
      `${dataDir} is not empty: restore with --force to move it aside (it is kept, not deleted)`,
    );
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  // Beside the data folder: same file system, so the final step is a rename.
  const staging = mkdtempSync(join(dirname(dataDir), `.${basename(dataDir)}-restore-`));
  let movedAside: string | null = null;
  let manifest: BackupManifest;
  try {
    log(`restore: unpacking ${options.file}`);
    await extractArchive(options.file, staging);
    manifest = await verifyUnpacked(staging, migrationFiles(migrationsDir), log);
    rmSync(join(staging, MANIFEST_NAME));
    mkdirSync(join(staging, 'media'), { recursive: true });
    // Checked last, just before the rename: a refused archive never opens the current database.
    if (databaseInUse(dataDir)) {
      throw new BackupRefused(`the database in ${dataDir} is in use: stop the server first`);
    }

    if (!isEmptyDir(dataDir)) {
      movedAside = `${dataDir}.before-restore-${stamp(options.now ?? new Date())}`;
      renameSync(dataDir, movedAside);
      log(`restore: the previous data folder is now ${movedAside}`);
    } else if (existsSync(dataDir)) {
      rmdirSync(dataDir);
    }
    try {
      renameSync(staging, dataDir);
    } catch (error) {
      // e.g. the data folder is a mount point: put the old one back rather than leave none.
      if (movedAside) renameSync(movedAside, dataDir);
      movedAside = null;
      throw error;
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  const inBackup = new Set(manifest.migrations);
  const db = openDatabase({ dataDir, migrationsDir });
  let migrated: string[];
  let videos: number;
  try {
    const applied = db.prepare('SELECT name FROM schema_migrations ORDER BY name').all();
    migrated = applied.map((row) => String(row.name)).filter((name) => !inBackup.has(name));
    videos = Number(db.prepare('SELECT COUNT(*) AS n FROM videos').get()?.n ?? 0);
  } finally {
    db.close();
  }
  if (migrated.length > 0) log(`restore: schema brought up to date (${migrated.join(', ')})`);
  if (options.rebuild) {
    log('restore: rebuilding the site');
    await options.rebuild(dataDir);
  }
  return { movedAside, videos, files: manifest.files.length, migrated };
}
