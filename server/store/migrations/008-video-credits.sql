-- Film pages: the page address (slug) and the credits (Fiche technique), all optional columns so
-- an existing data folder keeps every row; openStore fills the slugs of rows that have none
-- (server/store/slugs.ts). Limits match src/lib/credits.ts and src/lib/slug.ts.
ALTER TABLE videos ADD COLUMN slug TEXT
  CHECK (slug IS NULL OR (length(slug) BETWEEN 1 AND 80 AND slug NOT GLOB '*[^a-z0-9-]*'
    AND slug NOT GLOB '-*' AND slug NOT GLOB '*-' AND slug NOT GLOB '*--*'));
ALTER TABLE videos ADD COLUMN category TEXT CHECK (category IS NULL OR length(category) <= 60);
ALTER TABLE videos ADD COLUMN year INTEGER CHECK (year IS NULL OR year >= 1900);
ALTER TABLE videos ADD COLUMN role TEXT CHECK (role IS NULL OR length(role) <= 120);
ALTER TABLE videos ADD COLUMN director TEXT CHECK (director IS NULL OR length(director) <= 200);
ALTER TABLE videos ADD COLUMN production TEXT
  CHECK (production IS NULL OR length(production) <= 200);
ALTER TABLE videos ADD COLUMN client TEXT CHECK (client IS NULL OR length(client) <= 200);
ALTER TABLE videos ADD COLUMN camera TEXT CHECK (camera IS NULL OR length(camera) <= 200);
ALTER TABLE videos ADD COLUMN lenses TEXT CHECK (lenses IS NULL OR length(lenses) <= 200);
ALTER TABLE videos ADD COLUMN format TEXT CHECK (format IS NULL OR length(format) <= 40);
ALTER TABLE videos ADD COLUMN awards TEXT CHECK (awards IS NULL OR length(awards) <= 2000);

CREATE UNIQUE INDEX videos_slug ON videos (slug);

-- Addresses a film had before: the old page leads to the current one. A slug lives in one place
-- only: a live film's slug is never also a redirect (the store removes it here when reused).
CREATE TABLE video_slug_history (
  slug TEXT PRIMARY KEY NOT NULL,
  video_id TEXT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  replaced_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX video_slug_history_video ON video_slug_history (video_id);
