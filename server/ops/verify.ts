import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sha256File } from './file-hash.ts';
import {
  type BackupManifest,
  BackupRefused,
  DATABASE_ENTRY,
  MEDIA_PREFIX,
  unknownMigrations,
} from './manifest.ts';

function checkIntegrity(path: string): void {
  let verdict: unknown;
  try {
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      const rows = db.prepare('PRAGMA integrity_check').all();
      verdict = rows.length === 1 ? rows[0]?.integrity_check : rows;
    } finally {
      db.close();
    }
  } catch (error) {
    verdict = error instanceof Error ? error.message : error;
  }
  if (verdict !== 'ok') {
    throw new BackupRefused(
      `the database in the archive fails SQLite's integrity check (${String(verdict)})`,
    );
  }
}

function unpackedFiles(dir: string): string[] {
  const media = existsSync(join(dir, 'media')) ? readdirSync(join(dir, 'media')) : [];
  const top = readdirSync(dir).filter((name) => name !== 'media');
  return [...top, ...media.map((name) => `${MEDIA_PREFIX}${name}`)];
}

/** The schema the database itself records (its migrations table), whatever the manifest says. */
export function databaseMigrations(path: string): string[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const table = db
      .prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get('schema_migrations');
    if (!table) return [];
    return db
      .prepare('SELECT name FROM schema_migrations ORDER BY name')
      .all()
      .map((row) => String(row.name));
  } finally {
    db.close();
  }
}

/**
 * Everything a restore checks on the unpacked files before it touches the data folder: every
 * file the manifest lists is there with its size and SHA-256, nothing else came along, the
 * database passes SQLite's integrity check, and its own migrations table names no migration newer
 * than this code. Returns that table's list.
 */
export async function verifyUnpacked(
  dir: string,
  manifest: BackupManifest,
  knownMigrations: readonly string[],
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const listed = new Set(manifest.files.map((file) => file.path));
  const extra = unpackedFiles(dir).filter((path) => !listed.has(path));
  if (extra.length > 0) throw new BackupRefused(`files not in the manifest: ${extra.join(', ')}`);
  log(`restore: verifying ${manifest.files.length} file(s)`);
  for (const file of manifest.files) {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new BackupRefused(`${file.path} is missing from the archive`);
    if (statSync(path).size !== file.size || (await sha256File(path)) !== file.sha256) {
      throw new BackupRefused(`${file.path} does not match its checksum: the archive is damaged`);
    }
  }
  const database = join(dir, DATABASE_ENTRY);
  checkIntegrity(database);
  const schema = databaseMigrations(database);
  const unknown = unknownMigrations(schema, knownMigrations);
  if (unknown.length > 0) {
    throw new BackupRefused(
      `the backup comes from a newer version (its database records schema ${unknown.join(', ')}): upgrade FilmFolio first`,
    );
  }
  return schema;
}
