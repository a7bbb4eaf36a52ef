// Upgrade tests need a data folder as an older release left it: the same migrations, only fewer.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from '../../../server/store/db.ts';

/** Copies this version's migrations numbered below `firstNew` into `into` (made here). */
export function migrationsBefore(firstNew: string, into: string): string {
  mkdirSync(into, { recursive: true });
  for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < firstNew)) {
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(into, name));
  }
  return into;
}

/** The database of `dataDir` opened by the release before `firstNew`: only older migrations run. */
export function openDatabaseBefore(firstNew: string, dataDir: string): DatabaseSync {
  const older = migrationsBefore(firstNew, join(dataDir, 'older-migrations'));
  return openDatabase({ dataDir, migrationsDir: older });
}
