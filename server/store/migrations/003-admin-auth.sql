CREATE TABLE admins (
  id TEXT PRIMARY KEY NOT NULL,
  -- Stored lower-cased and trimmed: sign-in compares the normalised form.
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Only the SHA-256 of a session token is kept: a leaked database file opens no session.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY NOT NULL,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_ms INTEGER NOT NULL,
  last_seen_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL
);

CREATE INDEX sessions_admin ON sessions (admin_id);
CREATE INDEX sessions_expires ON sessions (expires_ms);
