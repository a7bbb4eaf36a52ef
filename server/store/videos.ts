import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { mediaUrl } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { transaction } from './db.ts';

/** The fields the admin form sets; layout and keep_small_format have their own calls. */
export interface VideoFields {
  title: string;
  description?: string | null | undefined;
  url: string;
  video_type: string;
  thumbnail_url?: string | null | undefined;
}

/** reorder() was given a list that is not exactly every id once. */
export class ReorderMismatchError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReorderMismatchError';
  }
}

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

function toVideo(row: Row): Video {
  return {
    id: String(row.id),
    title: String(row.title),
    description: text(row.description),
    url: String(row.url),
    video_type: String(row.video_type),
    thumbnail_url: text(row.thumbnail_url),
    order_position: Number(row.order_position),
    layout: text(row.layout),
    keep_small_format: Number(row.keep_small_format) === 1,
    visible: Number(row.visible) === 1,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const ORDER = 'order_position ASC, created_at ASC, id ASC';

export type VideoStore = ReturnType<typeof createVideoStore>;

type Writes = Record<string, (...args: never[]) => unknown>;

/**
 * Every write bumps the revision, even one that throws or changes nothing: a reader caching
 * list() by revision can be stale only if a write bypasses this object.
 */
function counted<T extends Writes>(writes: T, bump: () => void): T {
  const wrapped: Writes = {};
  for (const [name, write] of Object.entries(writes)) {
    wrapped[name] = (...args) => {
      try {
        return write(...args);
      } finally {
        bump();
      }
    };
  }
  return wrapped as T;
}

export function createVideoStore(db: DatabaseSync) {
  const sql = {
    list: db.prepare(`SELECT * FROM videos ORDER BY ${ORDER}`),
    listVisible: db.prepare(`SELECT * FROM videos WHERE visible = 1 ORDER BY ${ORDER}`),
    get: db.prepare('SELECT * FROM videos WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM videos'),
    insert: db.prepare(
      `INSERT INTO videos (id, title, description, url, video_type, thumbnail_url, order_position, layout)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'normal')`,
    ),
    update: db.prepare(
      `UPDATE videos SET title = ?, description = ?, url = ?, video_type = ?, thumbnail_url = ?,
       updated_at = ${NOW} WHERE id = ?`,
    ),
    setLayout: db.prepare(`UPDATE videos SET layout = ?, updated_at = ${NOW} WHERE id = ?`),
    setSmall: db.prepare(
      `UPDATE videos SET keep_small_format = ?, updated_at = ${NOW} WHERE id = ?`,
    ),
    setVisible: db.prepare(`UPDATE videos SET visible = ?, updated_at = ${NOW} WHERE id = ?`),
    setPosition: db.prepare(
      `UPDATE videos SET order_position = ?, updated_at = ${NOW} WHERE id = ?`,
    ),
    replaceThumbnail: db.prepare(
      `UPDATE videos SET thumbnail_url = ?, updated_at = ${NOW} WHERE id = ? AND thumbnail_url = ?`,
    ),
    delete: db.prepare('DELETE FROM videos WHERE id = ?'),
    ids: db.prepare('SELECT id FROM videos'),
    referencing: db.prepare(
      'SELECT 1 AS hit FROM videos WHERE url = ? OR thumbnail_url = ? LIMIT 1',
    ),
  };

  const get = (id: string): Video | null => {
    const row = sql.get.get(id);
    return row ? toVideo(row) : null;
  };

  let revision = 0;
  const reads = {
    /** Every video, hidden ones included: what the administrator manages. */
    list: (): Video[] => sql.list.all().map(toVideo),
    /** What the public site shows: hidden videos are left out, the others keep their positions. */
    listVisible: (): Video[] => sql.listVisible.all().map(toVideo),
    get,
    count: (): number => Number(sql.count.get()?.n ?? 0),
    /** Changes after every write through this store (the only writer of the running server). */
    revision: (): number => revision,

    /** True when a row points at /media/<name>: only those files are served or kept. */
    isReferencedMedia(name: string): boolean {
      const path = mediaUrl(name);
      return sql.referencing.get(path, path) !== undefined;
    },
  };

  const writes = {
    /** Appends at the end of the list (position = current count) with layout 'normal'. */
    create(fields: VideoFields): Video {
      const id = randomUUID();
      transaction(db, () => {
        const position = Number(sql.count.get()?.n ?? 0);
        sql.insert.run(
          id,
          fields.title,
          fields.description ?? null,
          fields.url,
          fields.video_type,
          fields.thumbnail_url ?? null,
          position,
        );
      });
      return get(id) as Video;
    },

    update(id: string, fields: VideoFields): Video | null {
      const { changes } = sql.update.run(
        fields.title,
        fields.description ?? null,
        fields.url,
        fields.video_type,
        fields.thumbnail_url ?? null,
        id,
      );
      return changes ? get(id) : null;
    },

    setLayout(id: string, layout: string): Video | null {
      return sql.setLayout.run(layout, id).changes ? get(id) : null;
    },

    setKeepSmallFormat(id: string, keep: boolean): Video | null {
      return sql.setSmall.run(keep ? 1 : 0, id).changes ? get(id) : null;
    },

    setVisible(id: string, visible: boolean): Video | null {
      return sql.setVisible.run(visible ? 1 : 0, id).changes ? get(id) : null;
    },

    /**
     * Compare-and-set in one statement: the thumbnail becomes `to` only while it is still `from`
     * (a background copy must not overwrite an edit made meanwhile). True when the row changed.
     */
    replaceThumbnail(id: string, from: string, to: string): boolean {
      return sql.replaceThumbnail.run(to, id, from).changes === 1;
    },

    /** Returns the deleted row, so the caller can remove its stored file once this has committed. */
    delete(id: string): Video | null {
      return transaction(db, () => {
        const existing = get(id);
        if (existing) sql.delete.run(id);
        return existing;
      });
    },

    /** Positions 0..n-1 in the given order, all or nothing. */
    reorder(ids: readonly string[]): void {
      transaction(db, () => {
        const current = new Set(sql.ids.all().map((row) => String(row.id)));
        const given = new Set(ids);
        if (given.size !== ids.length) throw new ReorderMismatchError('duplicate ids');
        if (given.size !== current.size || ids.some((id) => !current.has(id))) {
          throw new ReorderMismatchError('ids must list every video exactly once');
        }
        ids.forEach((id, position) => {
          sql.setPosition.run(position, id);
        });
      });
    },
  };

  return {
    ...reads,
    ...counted(writes, () => {
      revision += 1;
    }),
  };
}
