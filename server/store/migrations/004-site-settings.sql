-- The site's identity and texts, edited in the admin: one row (id 1), every text empty until set
-- (the title shows "Chef Opérateur" when empty). CV and photo are files of the media folder; the
-- row holds their versioned /media addresses.
CREATE TABLE site_settings (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  name TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  tagline TEXT NOT NULL DEFAULT '',
  about TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  availability TEXT NOT NULL DEFAULT '',
  vimeo_url TEXT NOT NULL DEFAULT '',
  instagram_url TEXT NOT NULL DEFAULT '',
  imdb_url TEXT NOT NULL DEFAULT '',
  linkedin_url TEXT NOT NULL DEFAULT '',
  site_url TEXT NOT NULL DEFAULT '',
  legal_publisher TEXT NOT NULL DEFAULT '',
  legal_address TEXT NOT NULL DEFAULT '',
  legal_siret TEXT NOT NULL DEFAULT '',
  legal_director TEXT NOT NULL DEFAULT '',
  legal_host TEXT NOT NULL DEFAULT '',
  legal_host_address TEXT NOT NULL DEFAULT '',
  cv_url TEXT,
  cv_name TEXT,
  cv_size INTEGER,
  cv_updated_at TEXT,
  photo_url TEXT,
  photo_name TEXT,
  photo_size INTEGER,
  photo_updated_at TEXT,
  updated_at TEXT
);

INSERT INTO site_settings (id) VALUES (1);
