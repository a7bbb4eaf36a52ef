import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../store/db.ts';

const KEY = 'public_url';

/**
 * Whether PUBLIC_URL differs from the one the previous start ran with (remembered in meta): the
 * built pages name it in their canonical links, so a new address means a rebuild.
 */
export function publicUrlChanged(db: DatabaseSync, publicUrl: string | undefined): boolean {
  const now = publicUrl ?? '';
  const before = db.prepare('SELECT value FROM meta WHERE key = ?').get(KEY)?.value;
  if (before === now || (before === undefined && now === '')) return false;
  transaction(db, () => {
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(KEY, now);
  });
  return true;
}
