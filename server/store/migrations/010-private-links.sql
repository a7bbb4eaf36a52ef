-- Private screening links: a hand-picked selection of films behind an unlisted address.
-- The token is kept in clear so the administrator can copy the address again at any time (a copy
-- of the data folder therefore opens every link, see README); token_hash is what a visitor's
-- address is looked up by, so the lookup itself never compares secrets byte by byte.
CREATE TABLE private_links (
  id TEXT PRIMARY KEY NOT NULL,
  token TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  message TEXT,
  password_hash TEXT,
  expires_at TEXT,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  views INTEGER NOT NULL DEFAULT 0,
  last_visit_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A deleted video leaves every link it was part of; a deleted link takes its rows with it.
CREATE TABLE private_link_videos (
  link_id TEXT NOT NULL REFERENCES private_links (id) ON DELETE CASCADE,
  video_id TEXT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (link_id, video_id)
);

CREATE INDEX private_link_videos_video ON private_link_videos (video_id);
