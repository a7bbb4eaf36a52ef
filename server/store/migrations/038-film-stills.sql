-- Stills of a film (docs/stills.md): one row per uploaded still, in the order the owner set.
-- The files sit in the media folder: the original as <id>.still.<ext> (never served) and its
-- copies as <id>.still.<width>w.<avif|webp|jpg>. A row exists only once every copy is written.
-- Deleting a film deletes its rows (foreign keys are on, server/store/db.ts).
CREATE TABLE film_stills (
  id TEXT PRIMARY KEY NOT NULL,
  video_id TEXT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  original TEXT NOT NULL UNIQUE,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  -- Comma-separated widths of the copies, ascending, never empty.
  widths TEXT NOT NULL CHECK (widths <> '' AND widths NOT GLOB '*[^0-9,]*'),
  alt TEXT NOT NULL DEFAULT '',
  caption TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX film_stills_by_film ON film_stills (video_id, position);
