import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DB_FILE_NAME } from '../store/db.ts';

/**
 * True when another connection has the data folder's database open (a running server does, even
 * idle): an exclusive lock is then refused at once. Replacing the folder under a running server
 * would let it go on writing into the old one.
 */
export function databaseInUse(dataDir: string): boolean {
  const path = join(dataDir, DB_FILE_NAME);
  if (!existsSync(path)) return false;
  const db = new DatabaseSync(path, { timeout: 0 });
  try {
    // Exclusive locking mode skips WAL's shared memory, so the lock needs every other connection gone.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}
