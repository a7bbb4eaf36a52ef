import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { SECRET_FILE } from '../auth/server-secret.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from '../store/db.ts';
import { type ExtractOptions, extractArchive } from './extract.ts';
import { databaseInUse } from './in-use.ts';
import { BackupRefused } from './manifest.ts';
import { openAsServer } from './open-as-server.ts';
import { verifyUnpacked } from './verify.ts';

export interface RestoreOptions extends ExtractOptions {
  file: string;
  dataDir: string;
  /** Replace a non-empty data folder, which is moved aside (never deleted). */
  force?: boolean;
  migrationsDir?: string;
  /** Rebuilds the static site from the restored folder (the command runs astro build). */
  rebuild?: (dataDir: string) => Promise<void>;
  log?: (line: string) => void;
  now?: Date;
  /** Called right after the restored folder took the data folder's place; tests fail there. */
  afterSwap?: () => void;
}

export interface RestoreResult {
  /** Where the previous data folder went, when --force moved one aside. */
  movedAside: string | null;
  videos: number;
  files: number;
  /** Migrations this version applied on top of the backup's schema. */
  migrated: string[];
}

/**
 * A restore that failed after the data folder was replaced. Its message says what happened and
 * where each folder is now; `previous` is where the old data folder is.
 */
export class RestoreFailed extends Error {
  readonly previous: string | null;
  constructor(message: string, previous: string | null) {
    super(message);
    this.name = 'RestoreFailed';
    this.previous = previous;
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const inUse = (dataDir: string) =>
  new BackupRefused(`the database in ${dataDir} is in use: stop the server first`);

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * This version's migrations, run on the staged copy: a database that fails them is refused. Then
 * the copy is opened the way the server opens it at start: a database that records every
 * migration but lacks a table the server needs is refused too, not restored for a server that
 * cannot start on it.
 */
function upgradeStaged(staging: string, migrationsDir: string) {
  let schema: string[];
  try {
    const db = openDatabase({ dataDir: staging, migrationsDir });
    try {
      schema = db
        .prepare('SELECT name FROM schema_migrations ORDER BY name')
        .all()
        .map((row) => String(row.name));
    } finally {
      db.close();
    }
  } catch (error) {
    throw new BackupRefused(
      `the database in the archive fails this version's migrations (${reasonOf(error)})`,
    );
  }
  try {
    return { videos: openAsServer(staging).videos, schema };
  } catch (error) {
    throw new BackupRefused(
      `the database in the archive cannot run this version of the server (${reasonOf(error)})`,
    );
  }
}

/**
 * The server's key is not in backups: the data folder keeps its own, so access a visitor was
 * given on this server still opens its link, and a stolen backup never signed anything.
 */
function keepServerSecret(dataDir: string, staging: string): void {
  const secret = join(dataDir, SECRET_FILE);
  if (existsSync(secret)) copyFileSync(secret, join(staging, SECRET_FILE));
}

/** Everything that can refuse the archive, on a copy beside the data folder. */
async function prepare(options: RestoreOptions, staging: string, migrationsDir: string) {
  const log = options.log ?? (() => {});
  log(`restore: unpacking ${options.file}`);
  const manifest = await extractArchive(options.file, staging, options);
  const schema = await verifyUnpacked(staging, manifest, migrationFiles(migrationsDir), log);
  const upgraded = upgradeStaged(staging, migrationsDir);
  const had = new Set(schema);
  const migrated = upgraded.schema.filter((name) => !had.has(name));
  const videos = upgraded.videos;
  mkdirSync(join(staging, 'media'), { recursive: true, mode: 0o700 });
  return { videos, files: manifest.files.length, migrated };
}

/**
 * Restores an archive into the data folder. Unpacks, verifies and migrates a copy beside the data
 * folder first; only a backup that passed every check replaces anything, by rename, and a failure
 * after that puts the previous folder back. Stop the server before.
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
  // A running server's folder is refused before anything is unpacked (checked again before the
  // swap, for a server started meanwhile).
  if (databaseInUse(dataDir)) throw inUse(dataDir);
  mkdirSync(dirname(dataDir), { recursive: true });
  // Beside the data folder: same file system, so the final step is a rename.
  const staging = mkdtempSync(join(dirname(dataDir), `.${basename(dataDir)}-restore-`));
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(options, staging, migrationsDir);
    if (databaseInUse(dataDir)) throw inUse(dataDir);
    keepServerSecret(dataDir, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Nothing outside the staging folder was touched yet: whatever went wrong, that is the truth.
    throw error instanceof BackupRefused ? error : new BackupRefused(reasonOf(error));
  }

  const movedAside = swap(staging, dataDir, options, log);
  if (options.rebuild) {
    log('restore: rebuilding the site');
    // The data is in place by now: a failed rebuild is reported, not a failed restore.
    await options.rebuild(dataDir).catch((error: unknown) => {
      log(`restore: the site rebuild failed (${reasonOf(error)}); the restored data is in place`);
    });
  }
  if (prepared.migrated.length > 0) {
    log(`restore: schema brought up to date (${prepared.migrated.join(', ')})`);
  }
  return { movedAside, ...prepared };
}

/** Puts the staged folder in the data folder's place; on failure, the previous one back. */
function swap(
  staging: string,
  dataDir: string,
  options: RestoreOptions,
  log: (line: string) => void,
): string | null {
  let movedAside: string | null = null;
  try {
    if (!isEmptyDir(dataDir)) {
      movedAside = `${dataDir}.before-restore-${stamp(options.now ?? new Date())}`;
      renameSync(dataDir, movedAside);
      log(`restore: the previous data folder is now ${movedAside}`);
    } else if (existsSync(dataDir)) {
      rmdirSync(dataDir);
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(`cannot move ${dataDir} aside (${reasonOf(error)})`);
  }
  let restoredIn: string = staging;
  try {
    renameSync(staging, dataDir);
    restoredIn = dataDir;
    options.afterSwap?.();
    return movedAside;
  } catch (error) {
    throw rollBack(reasonOf(error), restoredIn, dataDir, movedAside, options.now);
  }
}

function rollBack(
  reason: string,
  restoredIn: string,
  dataDir: string,
  movedAside: string | null,
  now = new Date(),
): RestoreFailed {
  const failed = `${dataDir}.failed-restore-${stamp(now)}`;
  try {
    if (restoredIn === dataDir) renameSync(dataDir, failed);
    else rmSync(restoredIn, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dataDir);
  } catch (error) {
    const where = movedAside
      ? `the previous data folder is ${movedAside}: move it back to ${dataDir} by hand`
      : `${dataDir} was empty before`;
    return new RestoreFailed(
      `${reason}; putting the previous folder back failed too (${reasonOf(error)}): ${where}`,
      movedAside,
    );
  }
  const kept = restoredIn === dataDir ? ` (the restored copy is kept in ${failed})` : '';
  return new RestoreFailed(
    movedAside
      ? `${reason}; the previous data folder was put back in ${dataDir}${kept}`
      : `${reason}; nothing is in ${dataDir}, as before${kept}`,
    movedAside ? dataDir : null,
  );
}
