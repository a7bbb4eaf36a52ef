import { statfs } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { DiskState } from '../../src/lib/api.ts';
import { appVersion } from './version.ts';

export const DEFAULT_MIN_FREE_BYTES = 100 * 1024 * 1024;
/**
 * Below this many times the floor the disk is reported nearly full (500 MiB by default): the
 * owner hears of it, on /healthz and the dashboard, while a film or two still fits.
 */
export const NEARLY_FULL_FACTOR = 5;

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
  disk: DiskState;
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

/** Free bytes for this user on the file system of `dir`, or null when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const info = await statfs(dir);
    return info.bavail * info.bsize;
  } catch {
    return null;
  }
}

/** How full the disk is against the floor (an unreadable disk counts as low). */
export function diskState(free: number | null, minFreeBytes = DEFAULT_MIN_FREE_BYTES): DiskState {
  if (free === null || free < minFreeBytes) return 'low';
  return free < NEARLY_FULL_FACTOR * minFreeBytes ? 'nearly_full' : 'ok';
}

export async function checkHealth(options: HealthOptions): Promise<HealthReport> {
  const database = databaseReadable(options.db) ? 'ok' : 'unreadable';
  const free = await freeBytes(options.dataDir);
  const disk = diskState(free, options.minFreeBytes);
  // Nearly full is a warning: the server still works and stays in rotation.
  const status = database === 'ok' && disk !== 'low' ? 'ok' : 'fail';
  return { status, database, disk, freeBytes: free, version: appVersion() };
}
