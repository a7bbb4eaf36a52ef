-- Bande démo and Début de la boucle (src/lib/showreel.ts, issue 30): the film that opens the
-- landing page ('' for none: the hero stays text) and where its loop starts. Not a foreign key:
-- a deleted film leaves its id, so the admin can say why the hero went back to text.
ALTER TABLE site_settings ADD COLUMN showreel_id TEXT NOT NULL DEFAULT ''
  CHECK (length(showreel_id) <= 64);
ALTER TABLE site_settings ADD COLUMN showreel_start REAL NOT NULL DEFAULT 0
  CHECK (showreel_start >= 0 AND showreel_start <= 36000);
