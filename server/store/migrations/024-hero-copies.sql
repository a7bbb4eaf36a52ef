-- The showreel's hero copy (src/lib/hero-copy.ts, issue 30): a silent loop of the chosen film in
-- two sizes, with its poster frames, beside the film (<name>.hero.mp4, <name>.hero-960.mp4,
-- <name>.hero[-960].avif|webp|jpg). One row per film it was made of, like video_previews: a row
-- made from another start than the one asked is made again.
CREATE TABLE hero_copies (
  name TEXT PRIMARY KEY NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('preparing', 'ready', 'failed')),
  -- Where the loop starts in the film, after clamping, and the start the owner asked for.
  start REAL NOT NULL DEFAULT 0 CHECK (start >= 0),
  requested_start REAL NOT NULL DEFAULT 0,
  length REAL,
  width INTEGER CHECK (width IS NULL OR width > 0),
  height INTEGER CHECK (height IS NULL OR height > 0),
  bytes_large INTEGER,
  bytes_small INTEGER,
  made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
