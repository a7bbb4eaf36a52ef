import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export interface SessionPolicy {
  /** A session unused for this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however busy. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
};

export interface SessionUser {
  adminId: string;
  email: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
// base64url of 32 random bytes: 43 characters, 256 bits.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// Refreshing last_seen on every request would write on every admin read; a minute is precise enough.
const TOUCH_EVERY_MS = 60_000;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(
  db: DatabaseSync,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  now: () => number = Date.now,
) {
  const sql = {
    insert: db.prepare(
      `INSERT INTO sessions (token_hash, admin_id, created_ms, last_seen_ms, expires_ms)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    find: db.prepare(
      `SELECT s.admin_id, s.last_seen_ms, s.expires_ms, a.email FROM sessions s
       JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = ?`,
    ),
    touch: db.prepare('UPDATE sessions SET last_seen_ms = ? WHERE token_hash = ?'),
    delete: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    purge: db.prepare('DELETE FROM sessions WHERE expires_ms <= ? OR last_seen_ms <= ?'),
  };

  const purgeExpired = (): number => {
    const t = now();
    return Number(sql.purge.run(t, t - policy.idleMs).changes);
  };

  return {
    policy,
    /** A fresh random token for this admin; only its hash is stored. */
    create(adminId: string): string {
      purgeExpired();
      const token = randomBytes(32).toString('base64url');
      const t = now();
      sql.insert.run(hashToken(token), adminId, t, t, t + policy.absoluteMs);
      return token;
    },

    /** The signed-in admin, or null when the token is unknown, idle too long or past its end. */
    lookup(token: string | undefined): SessionUser | null {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const key = hashToken(token);
      const row = sql.find.get(key);
      if (!row) return null;
      const t = now();
      const lastSeen = Number(row.last_seen_ms);
      if (t >= Number(row.expires_ms) || t - lastSeen >= policy.idleMs) {
        sql.delete.run(key);
        return null;
      }
      if (t - lastSeen >= TOUCH_EVERY_MS) sql.touch.run(t, key);
      return { adminId: String(row.admin_id), email: String(row.email) };
    },

    revoke(token: string | undefined): void {
      if (token && TOKEN_SHAPE.test(token)) sql.delete.run(hashToken(token));
    },

    purgeExpired,
  };
}
