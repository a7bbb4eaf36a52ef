// A data folder exactly as the previous release leaves it: that release's migrations only, and
// rows written with plain SQL against its schema. The store code of this version is never used
// to write it (it would read columns the old schema lacks); old schemas never change, so these
// statements stay right as later migrations come.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabaseBefore } from './older-schema.ts';

/** The first migration the previous release did not have (its last one was 018-site-state). */
export const FIRST_NEW_MIGRATION = '020';

export interface PreviousRow {
  id: string;
  title: string;
  url: string;
  layout: string;
  order_position: number;
}

/**
 * `count` videos (uploads with posters and YouTube links, one full-width and kept small, in
 * reverse order of creation), their media files and one contact message. The database is left
 * open for the caller to add an account, then closed by it.
 */
export function seedPreviousRelease(
  dataDir: string,
  count: number,
): { db: DatabaseSync; videos: PreviousRow[] } {
  const db = openDatabaseBefore(FIRST_NEW_MIGRATION, dataDir);
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true, mode: 0o700 });
  const media = (ext: string, size: number) => {
    const name = `${randomUUID()}.${ext}`;
    writeFileSync(join(mediaDir, name), randomBytes(size));
    return `/media/${name}`;
  };
  const insert = db.prepare(
    `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position,
       layout, keep_small_format, slug) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const videos: PreviousRow[] = [];
  for (let i = 0; i < count; i++) {
    const direct = i % 2 === 0;
    const row: PreviousRow = {
      id: randomUUID(),
      title: `Film ${i}`,
      url: direct ? media('mp4', 20_000 + i) : `https://www.youtube.com/watch?v=abcdefghij${i}`,
      layout: i === 0 ? 'full' : 'normal',
      order_position: count - 1 - i,
    };
    insert.run(
      row.id,
      row.title,
      `Plan séquence ${i}`,
      row.url,
      direct ? 'direct' : 'youtube',
      direct ? media('jpg', 3000 + i) : null,
      row.order_position,
      row.layout,
      i === 0 ? 1 : 0,
      `film-${i}`,
    );
    videos.push(row);
  }
  db.prepare(
    `INSERT INTO contact_messages (id, name, email, message, sender_key, created_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    'Camille',
    'camille@example.test',
    'Bonjour, êtes-vous disponible en mars ?',
    'test-sender',
    Date.now(),
  );
  videos.sort((a, b) => a.order_position - b.order_position);
  return { db, videos };
}

/**
 * The administrator account as the previous release stores it (its admins table, plain SQL): this
 * version's admin store reads tables that release lacks (admin_history, migration 032).
 */
export function addPreviousAdmin(db: DatabaseSync, email: string, passwordHash: string): void {
  db.prepare('INSERT INTO admins (id, email, password_hash) VALUES (?, ?, ?)').run(
    randomUUID(),
    email.trim().toLowerCase(),
    passwordHash,
  );
}
