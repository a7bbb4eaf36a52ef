// Which thrown errors mean "the store refused the write" rather than "our code is wrong". Those get
// a precise status and a detail code the interface can name ("database error on save", docs/product-rules.md);
// anything else stays an opaque 500.
import type { StorageDetail } from '../../src/lib/api.ts';

export interface StorageFailure {
  status: 500 | 503 | 507;
  detail: StorageDetail;
}

// SQLite primary result codes (https://sqlite.org/rescode.html); extended codes keep them in the
// low byte, so SQLITE_BUSY_SNAPSHOT (517) is still BUSY.
const SQLITE: Record<number, StorageFailure> = {
  5: { status: 503, detail: 'database_busy' }, // SQLITE_BUSY
  6: { status: 503, detail: 'database_busy' }, // SQLITE_LOCKED
  8: { status: 503, detail: 'database_read_only' }, // SQLITE_READONLY
  10: { status: 500, detail: 'disk_error' }, // SQLITE_IOERR
  13: { status: 507, detail: 'disk_full' }, // SQLITE_FULL
  14: { status: 503, detail: 'database_read_only' }, // SQLITE_CANTOPEN
};

// Errors of node:fs while writing a media file or a thumbnail.
const SYSTEM: Record<string, StorageFailure> = {
  ENOSPC: { status: 507, detail: 'disk_full' },
  EDQUOT: { status: 507, detail: 'disk_full' },
  EROFS: { status: 503, detail: 'database_read_only' },
  EIO: { status: 500, detail: 'disk_error' },
};

export function storageFailure(error: unknown): StorageFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    return SQLITE[errcode & 0xff] ?? null;
  }
  if (typeof code === 'string') return SYSTEM[code] ?? null;
  return null;
}
