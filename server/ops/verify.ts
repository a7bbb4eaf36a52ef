import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sha256File } from './file-hash.ts';
import {
  type BackupManifest,
  BackupRefused,
  DATABASE_ENTRY,
  MANIFEST_NAME,
  MEDIA_PREFIX,
  parseManifest,
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

/**
 * Everything a restore checks before it touches the data folder: the manifest is ours, every
 * file it lists is there with its size and SHA-256, nothing else came along, the database passes
 * SQLite's integrity check, and its schema is not from a newer version than this code.
 */
export async function verifyUnpacked(
  dir: string,
  knownMigrations: readonly string[],
  log: (line: string) => void = () => {},
): Promise<BackupManifest> {
  if (!existsSync(join(dir, MANIFEST_NAME))) {
    throw new BackupRefused('the archive has no manifest.json: not a FilmFolio backup');
  }
  const manifest = parseManifest(readFileSync(join(dir, MANIFEST_NAME), 'utf8'));
  const listed = new Set(manifest.files.map((file) => file.path));
  const extra = unpackedFiles(dir).filter((path) => path !== MANIFEST_NAME && !listed.has(path));
  if (extra.length > 0) throw new BackupRefused(`files not in the manifest: ${extra.join(', ')}`);
  log(`restore: verifying ${manifest.files.length} file(s)`);
  for (const file of manifest.files) {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new BackupRefused(`${file.path} is missing from the archive`);
    if (statSync(path).size !== file.size || (await sha256File(path)) !== file.sha256) {
      throw new BackupRefused(`${file.path} does not match its checksum: the archive is damaged`);
    }
  }
  const unknown = unknownMigrations(manifest.migrations, knownMigrations);
  if (unknown.length > 0) {
    throw new BackupRefused(
      `the backup comes from a newer version (schema ${unknown.join(', ')}): upgrade FilmFolio first`,
    );
  }
  checkIntegrity(join(dir, DATABASE_ENTRY));
  return manifest;
}
