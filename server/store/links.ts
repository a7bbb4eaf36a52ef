import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { PrivateLink } from '../../src/lib/private-link.ts';
import { transaction } from './db.ts';

type Row = Record<string, SQLOutputValue>;

/** What the store writes; the password arrives hashed, the token is made here. */
export interface LinkFields {
  name: string;
  message: string | null;
  video_ids: string[];
  expires_on: string | null;
  /** undefined keeps the current hash (edit), null removes it. */
  password_hash?: string | null | undefined;
}

/** The row a visitor's address resolves to, with what the access check needs. */
export interface LinkAccess {
  id: string;
  token: string;
  password_hash: string | null;
  expires_on: string | null;
  disabled: boolean;
  message: string | null;
}

export class UnknownVideoError extends Error {}

/** 32 random bytes, base64url: 256 bits, far past guessing. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string =>
  createHash('sha256').update(`filmfolio:link:${token}`).digest('hex');

const text = (value: SQLOutputValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

export type LinkStore = ReturnType<typeof createLinkStore>;

export function createLinkStore(db: DatabaseSync) {
  const sql = {
    list: db.prepare('SELECT * FROM private_links ORDER BY created_at DESC, id ASC'),
    get: db.prepare('SELECT * FROM private_links WHERE id = ?'),
    byHash: db.prepare('SELECT * FROM private_links WHERE token_hash = ?'),
    videosOf: db.prepare(
      'SELECT video_id FROM private_link_videos WHERE link_id = ? ORDER BY position ASC',
    ),
    videoExists: db.prepare('SELECT 1 AS found FROM videos WHERE id = ?'),
    insert: db.prepare(
      `INSERT INTO private_links (id, token, token_hash, name, message, password_hash, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE private_links SET name = ?, message = ?, expires_at = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
    ),
    setPassword: db.prepare('UPDATE private_links SET password_hash = ? WHERE id = ?'),
    setDisabled: db.prepare(
      `UPDATE private_links SET disabled = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
    ),
    clearVideos: db.prepare('DELETE FROM private_link_videos WHERE link_id = ?'),
    addVideo: db.prepare(
      'INSERT INTO private_link_videos (link_id, video_id, position) VALUES (?, ?, ?)',
    ),
    delete: db.prepare('DELETE FROM private_links WHERE id = ?'),
    visit: db.prepare('UPDATE private_links SET views = views + 1, last_visit_at = ? WHERE id = ?'),
    contains: db.prepare(
      `SELECT 1 AS found FROM private_link_videos lv JOIN videos v ON v.id = lv.video_id
       WHERE lv.link_id = ? AND (v.url = ? OR v.thumbnail_url = ?)`,
    ),
  };

  const videoIds = (linkId: string) =>
    sql.videosOf.all(linkId).map((row) => String((row as Row).video_id));

  const toLink = (row: Row): PrivateLink => ({
    id: String(row.id),
    token: String(row.token),
    name: String(row.name),
    message: text(row.message),
    has_password: row.password_hash !== null,
    expires_on: text(row.expires_at),
    disabled: Number(row.disabled) === 1,
    views: Number(row.views),
    last_visit_at: text(row.last_visit_at),
    video_ids: videoIds(String(row.id)),
    created_at: String(row.created_at),
  });

  const writeVideos = (linkId: string, ids: readonly string[]) => {
    sql.clearVideos.run(linkId);
    ids.forEach((videoId, position) => {
      if (!sql.videoExists.get(videoId)) throw new UnknownVideoError(videoId);
      sql.addVideo.run(linkId, videoId, position);
    });
  };

  const get = (id: string): PrivateLink | null => {
    const row = sql.get.get(id) as Row | undefined;
    return row ? toLink(row) : null;
  };

  return {
    list: (): PrivateLink[] => sql.list.all().map((row) => toLink(row as Row)),
    get,
    create(fields: LinkFields): PrivateLink {
      const id = randomUUID();
      const token = newLinkToken();
      transaction(db, () => {
        sql.insert.run(
          id,
          token,
          tokenHash(token),
          fields.name,
          fields.message,
          fields.password_hash ?? null,
          fields.expires_on,
        );
        writeVideos(id, fields.video_ids);
      });
      return get(id) as PrivateLink;
    },
    /** Edits everything but the address; null when the link is gone. */
    update(id: string, fields: LinkFields): PrivateLink | null {
      const found = transaction(db, () => {
        if (!sql.get.get(id)) return false;
        sql.update.run(fields.name, fields.message, fields.expires_on, id);
        if (fields.password_hash !== undefined) sql.setPassword.run(fields.password_hash, id);
        writeVideos(id, fields.video_ids);
        return true;
      });
      return found ? get(id) : null;
    },
    setDisabled(id: string, disabled: boolean): PrivateLink | null {
      sql.setDisabled.run(disabled ? 1 : 0, id);
      return get(id);
    },
    delete: (id: string): boolean => Number(sql.delete.run(id).changes) > 0,
    /** The link a visitor's token names, found by its hash (the caller compares the token). */
    findByToken(token: string): LinkAccess | null {
      const row = sql.byHash.get(tokenHash(token)) as Row | undefined;
      if (!row) return null;
      return {
        id: String(row.id),
        token: String(row.token),
        password_hash: text(row.password_hash),
        expires_on: text(row.expires_at),
        disabled: Number(row.disabled) === 1,
        message: text(row.message),
      };
    },
    videoIds,
    /** One more visit; only the count and the date are kept, nothing about the visitor. */
    recordVisit: (id: string, at: Date): void => {
      sql.visit.run(at.toISOString(), id);
    },
    /** True when a film of this link stores its file (or thumbnail) at this /media/ address. */
    containsMedia: (id: string, mediaPath: string): boolean =>
      sql.contains.get(id, mediaPath, mediaPath) !== undefined,
    /** True when this film is one of the link's (its stills go through the link, docs/stills.md). */
    containsVideo: (id: string, videoId: string): boolean => videoIds(id).includes(videoId),
  };
}
