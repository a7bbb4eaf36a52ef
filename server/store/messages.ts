import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { ContactMessage } from '../../src/lib/api.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  /** A hash of the sender's address, for the rate limit. */
  senderKey: string;
  /** The site's language the message came from (issue 32). */
  lang?: 'fr' | 'en';
}

function toMessage(row: Record<string, SQLOutputValue>): ContactMessage {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    created_at: String(row.created_at),
    lang: row.lang === 'en' ? 'en' : 'fr',
  };
}

export interface MessagePage {
  limit?: number;
  offset?: number;
}

export type MessageStore = ReturnType<typeof createMessageStore>;

export function createMessageStore(db: DatabaseSync, now: () => number = Date.now) {
  const sql = {
    insert: db.prepare(
      `INSERT INTO contact_messages (id, name, email, message, sender_key, created_at, created_ms,
       lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    get: db.prepare('SELECT * FROM contact_messages WHERE id = ?'),
    list: db.prepare(
      'SELECT * FROM contact_messages ORDER BY created_ms DESC, rowid DESC LIMIT ? OFFSET ?',
    ),
    delete: db.prepare('DELETE FROM contact_messages WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM contact_messages'),
    countSince: db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE created_ms >= ?'),
    countFrom: db.prepare(
      'SELECT COUNT(*) AS n FROM contact_messages WHERE sender_key = ? AND created_ms >= ?',
    ),
  };

  return {
    create(input: NewContactMessage): ContactMessage {
      const id = randomUUID();
      const ms = now();
      sql.insert.run(
        id,
        input.name,
        input.email,
        input.message,
        input.senderKey,
        new Date(ms).toISOString(),
        ms,
        input.lang ?? 'fr',
      );
      const row = sql.get.get(id);
      return toMessage(row as Record<string, SQLOutputValue>);
    },
    /** Newest first; a page of `limit` after skipping `offset` (everything by default). */
    list: ({ limit = -1, offset = 0 }: MessagePage = {}): ContactMessage[] =>
      sql.list.all(limit, offset).map(toMessage),
    count: (): number => Number(sql.count.get()?.n ?? 0),
    countSince: (sinceMs: number): number => Number(sql.countSince.get(sinceMs)?.n ?? 0),
    delete: (id: string): boolean => sql.delete.run(id).changes > 0,
    countRecentFrom: (senderKey: string, sinceMs: number): number =>
      Number(sql.countFrom.get(senderKey, sinceMs)?.n ?? 0),
  };
}
