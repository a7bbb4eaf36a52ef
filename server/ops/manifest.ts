// What a backup archive declares about itself, and the checks a restore makes against it. Pure.

export const BACKUP_FORMAT = 'filmfolio-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_ENTRY = 'filmfolio.sqlite';
export const MEDIA_PREFIX = 'media/';

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The application version that wrote it (package.json). */
  appVersion: string;
  /** The schema: every migration applied to the copied database, in order. */
  migrations: string[];
  files: ManifestFile[];
}

const SHA256 = /^[0-9a-f]{64}$/;
/** One flat media folder of names the server gave; nothing that could climb out of it. */
const MEDIA_ENTRY = /^media\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isAllowedEntry(path: string): boolean {
  return path === MANIFEST_NAME || path === DATABASE_ENTRY || MEDIA_ENTRY.test(path);
}

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

function isFile(value: unknown): value is ManifestFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.path === 'string' &&
    file.path !== MANIFEST_NAME &&
    isAllowedEntry(file.path) &&
    Number.isSafeInteger(file.size) &&
    (file.size as number) >= 0 &&
    typeof file.sha256 === 'string' &&
    SHA256.test(file.sha256)
  );
}

/** Parses manifest.json; throws BackupRefused with the reason when it is not one of ours. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefused('manifest.json is not JSON: not a FilmFolio backup');
  }
  const m = value as Partial<BackupManifest> | null;
  if (!m || m.format !== BACKUP_FORMAT) {
    throw new BackupRefused('manifest.json does not describe a FilmFolio backup');
  }
  if (m.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `backup format ${String(m.formatVersion)} is not supported (this version reads ${BACKUP_FORMAT_VERSION})`,
    );
  }
  if (!Array.isArray(m.migrations) || !m.migrations.every((name) => typeof name === 'string')) {
    throw new BackupRefused('manifest.json has no valid migration list');
  }
  if (!Array.isArray(m.files) || !m.files.every(isFile)) {
    throw new BackupRefused('manifest.json has an invalid file list');
  }
  const paths = new Set(m.files.map((file) => file.path));
  if (paths.size !== m.files.length) throw new BackupRefused('manifest.json lists a file twice');
  if (!paths.has(DATABASE_ENTRY)) throw new BackupRefused('the backup holds no database');
  return m as BackupManifest;
}

/**
 * A backup written by a newer version may hold tables this code does not know: refused rather
 * than half-understood. Older backups are brought up to date by the usual migrations.
 */
export function unknownMigrations(backup: readonly string[], known: readonly string[]): string[] {
  const ours = new Set(known);
  return backup.filter((name) => !ours.has(name));
}
