import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { storageFailure } from './storage-failure.ts';

const tempDir = tempDataDirs();

/** The error node:sqlite really throws when another connection holds the write lock. */
function realBusyError(): unknown {
  const file = join(tempDir(), 'lock.sqlite');
  const holder = new DatabaseSync(file);
  holder.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x)');
  const writer = new DatabaseSync(file, { timeout: 10 });
  holder.exec('BEGIN IMMEDIATE');
  try {
    writer.exec('INSERT INTO t VALUES (1)');
    return null;
  } catch (error) {
    return error;
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
    writer.close();
  }
}

describe('storageFailure', () => {
  it('names a database held by another process as busy (503)', () => {
    expect(storageFailure(realBusyError())).toEqual({ status: 503, detail: 'database_busy' });
  });

  it('reads the primary code out of an extended SQLite code', () => {
    const busySnapshot = Object.assign(new Error('x'), { code: 'ERR_SQLITE_ERROR', errcode: 517 });
    expect(storageFailure(busySnapshot)?.detail).toBe('database_busy');
    const fullDisk = Object.assign(new Error('x'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    expect(storageFailure(fullDisk)).toEqual({ status: 507, detail: 'disk_full' });
  });

  it('names a full disk met by node:fs as 507', () => {
    const enospc = Object.assign(new Error('write'), { code: 'ENOSPC' });
    expect(storageFailure(enospc)).toEqual({ status: 507, detail: 'disk_full' });
  });

  it('leaves everything else an opaque failure', () => {
    const constraint = Object.assign(new Error('x'), { code: 'ERR_SQLITE_ERROR', errcode: 19 });
    expect(storageFailure(constraint)).toBeNull();
    expect(storageFailure(new TypeError('undefined is not a function'))).toBeNull();
    expect(storageFailure(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeNull();
    expect(storageFailure('boom')).toBeNull();
    expect(storageFailure(null)).toBeNull();
  });
});
