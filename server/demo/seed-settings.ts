import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import { transaction } from '../store/db.ts';
import { DEMO_CV, DEMO_IDENTITY } from './identity.ts';
import type { SeedOptions } from './seed.ts';

const SEEDED_KEY = 'demo_settings_seeded_at';

/**
 * The demo CV's stored name, made from its content: every data folder seeded with it holds it at
 * the same address, so a site built from one demo folder finds its CV served by another.
 */
export function contentName(bytes: Uint8Array, extension: string): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.${extension}`;
}

/**
 * When the demo identity was written, as the sitemap dates the landing page and the legal notice
 * by it: a fixed day before the demo films' own dates (server/demo/catalogue.ts), not the moment
 * a folder was seeded.
 */
export const DEMO_SETTINGS_DATE = '2026-01-02T09:00:00.000Z';

/**
 * Fills the settings with the demo person and CV, once in a data folder's life, and only while
 * no name is set: a folder upgraded from the version that kept the identity in code shows the
 * same demo person as before; settings the owner typed are never overwritten.
 */
export function seedDemoSettings(db: DatabaseSync, { sourceDir, mediaDir }: SeedOptions): boolean {
  let copied: string | null = null;
  const seen = () => db.prepare('SELECT 1 AS seen FROM meta WHERE key = ?').get(SEEDED_KEY);
  // Read first: a folder seeded long ago is opened without taking the write lock.
  if (seen()) return false;
  try {
    return transaction(db, () => {
      if (seen()) return false;
      const markSeen = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      const row = db.prepare('SELECT name FROM site_settings WHERE id = 1').get();
      if (row && String(row.name) !== '') {
        markSeen.run(SEEDED_KEY, 'existing settings');
        return false;
      }
      const source = join(sourceDir, DEMO_CV.file);
      const storedName = contentName(readFileSync(source), 'pdf');
      copied = join(mediaDir, storedName);
      writeFileSync(copied, readFileSync(source), { mode: 0o600 });
      db.prepare('INSERT OR IGNORE INTO site_settings (id) VALUES (1)').run();
      db.prepare(
        `UPDATE site_settings SET ${TEXT_FIELDS.map((f) => `${f} = ?`).join(', ')},
         cv_url = ?, cv_name = ?, cv_size = ?,
         cv_updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = ? WHERE id = 1`,
      ).run(
        ...TEXT_FIELDS.map((field) => DEMO_IDENTITY[field]),
        `/media/${storedName}`,
        DEMO_CV.name,
        statSync(copied).size,
        DEMO_SETTINGS_DATE,
      );
      markSeen.run(SEEDED_KEY, new Date().toISOString());
      return true;
    });
  } catch (error) {
    if (copied) rmSync(copied, { force: true });
    throw error;
  }
}
