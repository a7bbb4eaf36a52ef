import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { create as createTar } from 'tar';
import { DB_FILE_NAME } from '../store/db.ts';
import { backupFileName, partialName } from './backup-name.ts';
import { describeFile } from './file-hash.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefused,
  DATABASE_ENTRY,
  MANIFEST_NAME,
  MEDIA_PREFIX,
} from './manifest.ts';
import { appliedMigrations, referencedMedia } from './referenced-media.ts';
import { removeStaleStaging, stageMedia, stagingPrefix } from './staging.ts';
import { appVersion } from './version.ts';

export interface BackupOptions {
  dataDir: string;
  /** Where the archive goes (created if missing). */
  outDir: string;
  now?: Date;
  /** Progress lines (the command prints them on stderr). */
  log?: (line: string) => void;
  /** Called between the steps that race with the server's writes; tests put a write there. */
  between?: (moment: 'media-staged' | 'database-copied') => void | Promise<void>;
}

export interface BackupResult {
  path: string;
  size: number;
  files: number;
}

// SQLite restarts an online backup whenever another connection writes between two steps; one
// step of "every page" copies the whole file inside one read transaction instead. In WAL mode that
// read blocks no writer.
const ALL_PAGES = 2 ** 31 - 1;
const ATTEMPTS = 3;

async function snapshotDatabase(source: string, target: string): Promise<number> {
  const db = new DatabaseSync(source, { timeout: 5000 });
  try {
    return await backup(db, target, { rate: ALL_PAGES });
  } finally {
    db.close();
  }
}

function readSnapshot(path: string): { referenced: Set<string>; migrations: string[] } {
  const db = new DatabaseSync(path);
  try {
    // One self-contained file in the archive: no -wal beside it to forget.
    db.exec('PRAGMA journal_mode = DELETE');
    return { referenced: referencedMedia(db), migrations: appliedMigrations(db) };
  } finally {
    db.close();
  }
}

/**
 * Database and media with no referenced file missing: media staged before and after the database
 * snapshot, so a file uploaded meanwhile is caught, and one deleted meanwhile was linked already.
 */
async function stage(
  dataDir: string,
  staging: string,
  log: (line: string) => void,
  between: NonNullable<BackupOptions['between']>,
) {
  const mediaDir = join(dataDir, 'media');
  const stagedMedia = join(staging, 'media');
  mkdirSync(stagedMedia, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    stageMedia(mediaDir, stagedMedia);
    await between('media-staged');
    const target = join(staging, DATABASE_ENTRY);
    rmSync(target, { force: true });
    const pages = await snapshotDatabase(join(dataDir, DB_FILE_NAME), target);
    await between('database-copied');
    stageMedia(mediaDir, stagedMedia);
    const snapshot = readSnapshot(target);
    const missing = [...snapshot.referenced].filter((name) => !existsSync(join(stagedMedia, name)));
    if (missing.length === 0) {
      log(
        `backup: database copied (${pages} pages), ${snapshot.referenced.size} media file(s) referenced`,
      );
      return snapshot.migrations;
    }
    if (attempt >= ATTEMPTS) {
      throw new Error(
        `media file(s) referenced by the database are missing: ${missing.join(', ')}`,
      );
    }
    log(`backup: ${missing.length} referenced file(s) changed during the copy, starting again`);
  }
}

async function writeArchive(
  staging: string,
  entries: string[],
  path: string,
  log: (line: string) => void,
): Promise<void> {
  let written = 0;
  await createTar(
    {
      // Videos and images are compressed already: the fastest level loses almost nothing on them.
      gzip: { level: 1 },
      file: path,
      cwd: staging,
      portable: true,
      onWriteEntry: (entry) => {
        written += 1;
        log(`backup: ${written}/${entries.length} ${entry.path}`);
      },
    },
    entries,
  );
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function freeName(outDir: string, now: Date): string {
  for (let n = 0; ; n++) {
    const name = backupFileName(now, n);
    if (!existsSync(join(outDir, name)) && !existsSync(join(outDir, partialName(name))))
      return name;
  }
}

/**
 * Writes one archive of the data folder while the server may be running: a consistent copy of the
 * database (SQLite's online backup), the media files, and manifest.json with each file's size and
 * SHA-256. The archive is written under a hidden temporary name and renamed only once complete.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir);
  const outDir = resolve(options.outDir);
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  if (!existsSync(join(dataDir, DB_FILE_NAME))) {
    throw new BackupRefused(`no FilmFolio database in ${dataDir} (set DATA_DIR)`);
  }
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  removeStaleStaging(dataDir);
  const staging = mkdtempSync(stagingPrefix(dataDir));
  const finalName = freeName(outDir, now);
  const temporary = join(outDir, partialName(finalName));
  try {
    const migrations = await stage(dataDir, staging, log, options.between ?? (() => {}));
    const media = readdirSync(join(staging, 'media')).sort();
    const entries = [DATABASE_ENTRY, ...media.map((name) => `${MEDIA_PREFIX}${name}`)];
    log(`backup: computing checksums of ${entries.length} file(s)`);
    const files = [];
    for (const entry of entries) files.push(await describeFile(join(staging, entry), entry));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      migrations,
      files,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    log(`backup: writing the archive (${(bytes / 1e6).toFixed(1)} MB before compression)`);
    await writeArchive(staging, [MANIFEST_NAME, ...entries], temporary, log);
    // As private as the data folder it copies, whatever the umask of whoever ran it.
    chmodSync(temporary, 0o600);
    await rename(temporary, join(outDir, finalName));
    const path = join(outDir, finalName);
    return { path, size: statSync(path).size, files: files.length };
  } finally {
    rmSync(temporary, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}
