CREATE TABLE videos (
  id TEXT PRIMARY KEY NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  url TEXT NOT NULL,
  video_type TEXT NOT NULL CHECK (video_type IN ('youtube', 'vimeo', 'direct')),
  thumbnail_url TEXT,
  order_position INTEGER NOT NULL DEFAULT 0 CHECK (order_position >= 0),
  layout TEXT NOT NULL DEFAULT 'normal',
  keep_small_format INTEGER NOT NULL DEFAULT 0 CHECK (keep_small_format IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX videos_order_position ON videos (order_position, created_at);

-- Key/value facts about this data folder (e.g. whether demo content was ever seeded).
CREATE TABLE meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);
