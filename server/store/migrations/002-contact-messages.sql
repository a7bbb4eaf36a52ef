CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  -- Hash of the sender's address: enough to rate-limit, never the address itself.
  sender_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_ms INTEGER NOT NULL
);

CREATE INDEX contact_messages_created ON contact_messages (created_ms);
CREATE INDEX contact_messages_sender ON contact_messages (sender_key, created_ms);
