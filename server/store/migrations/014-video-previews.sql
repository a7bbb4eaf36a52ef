-- Preview copies of uploaded films (docs/video-previews.md). Where the excerpt starts is the
-- film's own choice (Début de l'aperçu), 0 for every row stored before. The copy is recorded per
-- stored original, like image_variants: a replaced film's new file has no row, so it is missing
-- until its copy is made; a row whose start differs from the film's is remade.
ALTER TABLE videos ADD COLUMN preview_start REAL NOT NULL DEFAULT 0
  CHECK (preview_start >= 0 AND preview_start <= 36000);

CREATE TABLE video_previews (
  -- The original's media name; its files are <name>.preview.mp4 and <name>.preview.jpg.
  name TEXT PRIMARY KEY NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('preparing', 'ready', 'failed')),
  -- The start the copy was (or is being) made from, after clamping to the film.
  start REAL NOT NULL DEFAULT 0 CHECK (start >= 0),
  -- The film's own choice when this row was written: a different choice means a new copy.
  requested_start REAL NOT NULL DEFAULT 0,
  width INTEGER CHECK (width IS NULL OR width > 0),
  height INTEGER CHECK (height IS NULL OR height > 0),
  duration REAL,
  bytes INTEGER,
  made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
