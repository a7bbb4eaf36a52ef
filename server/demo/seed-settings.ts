import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import { DEMO_CV, DEMO_IDENTITY } from './identity.ts';
import type { SeedOptions } from './seed.ts';
import { seedOnce } from './seed-once.ts';

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
  return seedOnce(db, SEEDED_KEY, (copied) => {
    const row = db.prepare('SELECT name FROM site_settings WHERE id = 1').get();
    if (row && String(row.name) !== '') return 'existing settings';
    const source = join(sourceDir, DEMO_CV.file);
    const storedName = contentName(readFileSync(source), 'pdf');
    const stored = join(mediaDir, storedName);
    copied.push(stored);
    writeFileSync(stored, readFileSync(source), { mode: 0o600 });
    db.prepare('INSERT OR IGNORE INTO site_settings (id) VALUES (1)').run();
    db.prepare(
      `UPDATE site_settings SET ${TEXT_FIELDS.map((f) => `${f} = ?`).join(', ')},
         cv_url = ?, cv_name = ?, cv_size = ?,
         cv_updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = ? WHERE id = 1`,
    ).run(
      ...TEXT_FIELDS.map((field) => DEMO_IDENTITY[field]),
      `/media/${storedName}`,
      DEMO_CV.name,
      statSync(stored).size,
      DEMO_SETTINGS_DATE,
    );
    return null;
  });
}
