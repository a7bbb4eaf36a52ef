import { statfs } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import { appVersion } from './version.ts';

export const DEFAULT_MIN_FREE_BYTES = 100 * 1024 * 1024;

export interface HealthOptions {
  db: DatabaseSync;
  /** The data folder: its file system is the one that fills up. */
  dataDir: string;
  /** Below this many free bytes the server reports itself unhealthy (uploads would fail). */
  minFreeBytes?: number;
}

export interface HealthReport {
  status: 'ok' | 'fail';
  database: 'ok' | 'unreadable';
  disk: 'ok' | 'low';
  freeBytes: number | null;
  version: string;
}

function databaseReadable(db: DatabaseSync): boolean {
  try {
    // A real read of the file (a table every version has), not only an open handle.
    db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get();
    return true;
  } catch {
    return false;
  }
}

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const info = await statfs(dir);
    return info.bavail * info.bsize;
  } catch {
    return null;
  }
}

export async function checkHealth(options: HealthOptions): Promise<HealthReport> {
  const database = databaseReadable(options.db) ? 'ok' : 'unreadable';
  const free = await freeBytes(options.dataDir);
  const disk =
    free !== null && free >= (options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES) ? 'ok' : 'low';
  const status = database === 'ok' && disk === 'ok' ? 'ok' : 'fail';
  return { status, database, disk, freeBytes: free, version: appVersion() };
}
