// Film page addresses in the SQLite store: which slug a film gets, the old ones that lead to it.
import type { DatabaseSync } from 'node:sqlite';
import { firstFreeSlug, slugFromTitle } from '../../src/lib/slug.ts';

/** An explicit slug another film already has (the form shows "Cette adresse est déjà utilisée"). */
export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`slug ${slug} is taken`);
    this.name = 'SlugTakenError';
  }
}

export function createSlugRules(db: DatabaseSync) {
  const sql = {
    owner: db.prepare('SELECT id FROM videos WHERE slug = ?'),
    forget: db.prepare('DELETE FROM video_slug_history WHERE slug = ?'),
    remember: db.prepare(
      'INSERT OR REPLACE INTO video_slug_history (slug, video_id) VALUES (?, ?)',
    ),
    history: db.prepare(
      `SELECT h.slug AS old, v.slug AS current FROM video_slug_history h
       JOIN videos v ON v.id = h.video_id WHERE v.visible = 1 ORDER BY h.slug`,
    ),
    missing: db.prepare(
      'SELECT id, title FROM videos WHERE slug IS NULL ORDER BY order_position, created_at, id',
    ),
    set: db.prepare('UPDATE videos SET slug = ? WHERE id = ?'),
    redirect: db.prepare(
      `SELECT v.slug AS slug FROM video_slug_history h JOIN videos v ON v.id = h.video_id
       WHERE h.slug = ? AND v.visible = 1`,
    ),
  };
  const ownerOf = (slug: string): string | null => {
    const row = sql.owner.get(slug);
    return row ? String(row.id) : null;
  };

  return {
    /**
     * The slug a create or edit stores, inside the caller's transaction. An explicit one must be
     * free (or already this film's); a blank one keeps the film's slug, or is made from the title
     * and numbered when taken. Throws SlugTakenError.
     */
    choose(id: string, requested: string | null, title: string, current: string | null): string {
      if (requested) {
        const owner = ownerOf(requested);
        if (owner !== null && owner !== id) throw new SlugTakenError(requested);
        return requested;
      }
      if (current) return current;
      return firstFreeSlug(slugFromTitle(title), (slug) => ownerOf(slug) !== null);
    },

    /** After a film's slug changed from `from` to `to`: `from` redirects, `to` no longer does. */
    moved(id: string, from: string | null, to: string): void {
      sql.forget.run(to);
      if (from && from !== to) sql.remember.run(from, id);
    },

    /** The current slug an old address leads to, or null. */
    redirectFor(slug: string): string | null {
      const row = sql.redirect.get(slug);
      return row?.slug ? String(row.slug) : null;
    },

    /** Every old address with the current one it leads to. */
    redirects(): Array<{ from: string; to: string }> {
      return sql.history.all().map((row) => ({ from: String(row.old), to: String(row.current) }));
    },

    /** Gives every row without a slug one made from its title, in portfolio order. */
    hasMissing: (): boolean => sql.missing.all().length > 0,

    fillMissing(): number {
      const rows = sql.missing.all();
      for (const row of rows) {
        const slug = firstFreeSlug(slugFromTitle(String(row.title)), (s) => ownerOf(s) !== null);
        sql.set.run(slug, String(row.id));
      }
      return rows.length;
    },
  };
}
