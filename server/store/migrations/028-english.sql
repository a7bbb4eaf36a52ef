-- The English site beside the French one (issue 32, docs/english-site.md): each film's and the
-- settings' English texts as one JSON object (only the fields written; NULL when none), and the
-- language a contact message came from (French for every older one). Every column is optional
-- or defaulted, so a data folder of the previous version keeps every row as it was.
ALTER TABLE videos ADD COLUMN en TEXT
  CHECK (en IS NULL OR (json_valid(en) AND json_type(en) = 'object' AND length(en) <= 8000));
ALTER TABLE site_settings ADD COLUMN en TEXT
  CHECK (en IS NULL OR (json_valid(en) AND json_type(en) = 'object' AND length(en) <= 12000));
ALTER TABLE contact_messages ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en'));
