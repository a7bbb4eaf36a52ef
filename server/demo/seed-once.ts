import { rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../store/db.ts';

/**
 * Runs `fill` once in a data folder's life, remembered under `key` in meta. `fill` answers why it
 * did not seed (kept as the mark: the folder is never asked again) or null once it seeded; the
 * files it lists in `copied` are removed if anything fails, so a failed start leaves no orphan.
 * Returns whether it seeded.
 */
export function seedOnce(
  db: DatabaseSync,
  key: string,
  fill: (copied: string[]) => string | null,
): boolean {
  const copied: string[] = [];
  const seen = () => db.prepare('SELECT 1 AS seen FROM meta WHERE key = ?').get(key);
  // Read first: a folder seeded long ago is opened without taking the write lock.
  if (seen()) return false;
  try {
    return transaction(db, () => {
      if (seen()) return false;
      const skipped = fill(copied);
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
        key,
        skipped ?? new Date().toISOString(),
      );
      return skipped === null;
    });
  } catch (error) {
    for (const file of copied) rmSync(file, { force: true });
    throw error;
  }
}
