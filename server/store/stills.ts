import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { MAX_STILLS_PER_FILM, type Still, stillFileNames } from '../../src/lib/stills.ts';

type Row = Record<string, SQLOutputValue>;

const COLUMNS = 'id, video_id, position, original, width, height, widths, alt, caption';

function toStill(row: Row): Still & { original: string } {
  return {
    id: String(row.id),
    videoId: String(row.video_id),
    position: Number(row.position),
    original: String(row.original),
    width: Number(row.width),
    height: Number(row.height),
    widths: String(row.widths).split(',').map(Number),
    alt: String(row.alt),
    caption: String(row.caption),
  };
}

export type StillStore = ReturnType<typeof createStillStore>;

/** The film_stills table (migration 038): the one writer of its rows. */
export function createStillStore(db: DatabaseSync) {
  const sql = {
    ofFilm: db.prepare(`SELECT ${COLUMNS} FROM film_stills WHERE video_id = ? ORDER BY position`),
    get: db.prepare(`SELECT ${COLUMNS} FROM film_stills WHERE id = ?`),
    count: db.prepare('SELECT count(*) AS n FROM film_stills WHERE video_id = ?'),
    insert: db.prepare(
      `INSERT INTO film_stills (id, video_id, position, original, width, height, widths, alt)
       SELECT ?, ?, coalesce(max(position) + 1, 0), ?, ?, ?, ?, ? FROM film_stills
       WHERE video_id = ?`,
    ),
    text: db.prepare('UPDATE film_stills SET alt = ?, caption = ? WHERE id = ? AND video_id = ?'),
    position: db.prepare('UPDATE film_stills SET position = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM film_stills WHERE id = ? AND video_id = ?'),
    visibility: db.prepare(
      'SELECT v.visible AS visible FROM film_stills s JOIN videos v ON v.id = s.video_id WHERE s.id = ?',
    ),
    all: db.prepare('SELECT id, original, widths FROM film_stills'),
  };

  const ofFilm = (videoId: string) => sql.ofFilm.all(videoId).map(toStill);

  return {
    ofFilm,
    /** What the pages show: no file name of the original. */
    publicOf: (videoId: string): Still[] =>
      ofFilm(videoId).map(({ original: _, ...still }) => still),
    get(id: string) {
      const row = sql.get.get(id);
      return row ? toStill(row) : null;
    },
    count: (videoId: string): number => Number(sql.count.get(videoId)?.n ?? 0),
    /**
     * Appends a still whose files are all written; null when the film already has the most it
     * may (checked in the same transaction as the insert, so two uploads cannot pass 40).
     */
    add(
      videoId: string,
      still: { original: string; width: number; height: number; widths: number[]; alt: string },
      id: string = randomUUID(),
    ): (Still & { original: string }) | null {
      db.exec('BEGIN IMMEDIATE');
      try {
        if (Number(sql.count.get(videoId)?.n ?? 0) >= MAX_STILLS_PER_FILM) {
          db.exec('ROLLBACK');
          return null;
        }
        const { original, width, height, widths, alt } = still;
        sql.insert.run(id, videoId, original, width, height, widths.join(','), alt, videoId);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      return this.get(id);
    },
    setText(videoId: string, id: string, text: { alt: string; caption: string }): boolean {
      return sql.text.run(text.alt, text.caption, id, videoId).changes > 0;
    },
    /** Sets the order; false (and nothing changed) unless `ids` is exactly the film's stills. */
    reorder(videoId: string, ids: string[]): boolean {
      const current = ofFilm(videoId).map((still) => still.id);
      const same =
        ids.length === current.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => current.includes(id));
      if (!same) return false;
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const [index, id] of ids.entries()) sql.position.run(index, id);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      return true;
    },
    /** Removes one still's row; its files are the caller's to remove once this committed. */
    remove(videoId: string, id: string): (Still & { original: string }) | null {
      const still = this.get(id);
      if (!still || still.videoId !== videoId) return null;
      return sql.remove.run(id, videoId).changes > 0 ? still : null;
    },
    /** null: no such still; otherwise whether its film is visible to the public. */
    isPublic(id: string): boolean | null {
      const row = sql.visibility.get(id);
      return row ? Number(row.visible) === 1 : null;
    },
    /** Every file the stills of a film have (before its deletion cascades to them). */
    filesOfFilm: (videoId: string): string[] => ofFilm(videoId).flatMap(stillFileNames),
    /** Every still file of the database (backups check each one is copied). */
    allFiles: (): string[] =>
      sql.all.all().flatMap((row) =>
        stillFileNames({
          id: String(row.id),
          original: String(row.original),
          widths: String(row.widths).split(',').map(Number),
        }),
      ),
  };
}
