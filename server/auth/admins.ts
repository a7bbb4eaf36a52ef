import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../store/db.ts';

export interface Admin {
  id: string;
  email: string;
  passwordHash: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type AdminStore = ReturnType<typeof createAdminStore>;

export function createAdminStore(db: DatabaseSync) {
  const sql = {
    byEmail: db.prepare('SELECT id, email, password_hash FROM admins WHERE email = ?'),
    byId: db.prepare('SELECT id, email, password_hash FROM admins WHERE id = ?'),
    list: db.prepare('SELECT email, created_at, updated_at FROM admins ORDER BY email'),
    count: db.prepare('SELECT COUNT(*) AS n FROM admins'),
    everHad: db.prepare('SELECT 1 AS had FROM admin_history WHERE id = 1'),
    insert: db.prepare('INSERT INTO admins (id, email, password_hash) VALUES (?, ?, ?)'),
    setHash: db.prepare(`UPDATE admins SET password_hash = ?, updated_at = ${NOW} WHERE id = ?`),
    remove: db.prepare('DELETE FROM admins WHERE email = ?'),
    // A new password ends every session opened with the old one.
    dropSessions: db.prepare('DELETE FROM sessions WHERE admin_id = ?'),
    dropOtherSessions: db.prepare('DELETE FROM sessions WHERE admin_id = ? AND token_hash <> ?'),
  };

  const toAdmin = (row: Record<string, unknown> | undefined): Admin | null =>
    row
      ? { id: String(row.id), email: String(row.email), passwordHash: String(row.password_hash) }
      : null;

  return {
    findByEmail: (email: string): Admin | null => toAdmin(sql.byEmail.get(normaliseEmail(email))),
    findById: (id: string): Admin | null => toAdmin(sql.byId.get(id)),
    count: (): number => Number(sql.count.get()?.n ?? 0),
    /** Whether this data folder ever had an account, removed since or not (migration 032). */
    everHadAccount: (): boolean => sql.everHad.get() !== undefined,
    list: () =>
      sql.list.all().map((row) => ({
        email: String(row.email),
        createdAt: String(row.created_at),
        updatedAt: String(row.updated_at),
      })),

    /** Creates the account or replaces its password hash; returns whether it was created. */
    upsert(email: string, passwordHash: string): 'created' | 'updated' {
      const existing = toAdmin(sql.byEmail.get(normaliseEmail(email)));
      if (existing) {
        if (existing.passwordHash !== passwordHash) {
          sql.setHash.run(passwordHash, existing.id);
          sql.dropSessions.run(existing.id);
        }
        return 'updated';
      }
      sql.insert.run(randomUUID(), normaliseEmail(email), passwordHash);
      return 'created';
    },

    /**
     * The administrator's own change of password: every other session of the account ends, the
     * one that asked (by its token hash) stays open. One transaction: both or neither.
     */
    changePassword(id: string, passwordHash: string, keepTokenHash: string): void {
      transaction(db, () => {
        sql.setHash.run(passwordHash, id);
        sql.dropOtherSessions.run(id, keepTokenHash);
      });
    },

    remove: (email: string): boolean => sql.remove.run(normaliseEmail(email)).changes > 0,
  };
}
