import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

export const DB_FILE_NAME = 'filmfolio.sqlite';
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/** Beside this file when run by Node; callers bundled elsewhere (astro build) pass it explicitly. */
export const DEFAULT_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  dataDir: string;
  migrationsDir?: string;
}

/** Opens (creating if needed) the SQLite file of a data folder and brings its schema up to date. */
export function openDatabase({
  dataDir,
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
}: OpenDatabaseOptions): DatabaseSync {
  // Password hashes, messages and link tokens: for the service's user only (never wider than its
  // umask). SQLite would create the file 0644, and gives its -wal and -shm files the file's mode.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DB_FILE_NAME);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const db = new DatabaseSync(file, {
    enableForeignKeyConstraints: true,
    // The server and a rebuild (astro build reading content) may hold the file at the same time.
    timeout: 5000,
  });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    applyMigrations(db, migrationsDir);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export function migrationFiles(migrationsDir: string): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
}

export function applyMigrations(db: DatabaseSync, migrationsDir: string): string[] {
  // An up-to-date file is only read: opening it never takes the write lock, so the server's
  // writes do not wait behind a process that merely opens the folder.
  const done = appliedMigrations(db);
  const missing = migrationFiles(migrationsDir).filter((name) => !done.has(name));
  if (missing.length === 0) return [];
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const isApplied = db.prepare('SELECT 1 AS applied FROM schema_migrations WHERE name = ?');
  const record = db.prepare('INSERT INTO schema_migrations (name) VALUES (?)');
  const applied: string[] = [];
  for (const name of missing) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    transaction(db, () => {
      // Checked inside the write lock: two processes opening a fresh file apply each file once.
      if (isApplied.get(name)) return;
      db.exec(sql);
      record.run(name);
      applied.push(name);
    });
  }
  return applied;
}

function appliedMigrations(db: DatabaseSync): Set<string> {
  const table = db
    .prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get('schema_migrations');
  if (!table) return new Set();
  return new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => String(row.name)),
  );
}

/** Runs fn in one IMMEDIATE transaction (write lock taken at once); rolls back if it throws. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
