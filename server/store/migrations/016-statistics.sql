-- Audience statistics (docs/statistics.md): daily counts per page, film and private link, and the
-- day's "already counted" keys. No address, user agent or identifier is stored: a key is a hash
-- under a salt that lives only in the server's memory for one day, and keys are deleted after
-- 48 hours.
CREATE TABLE statistics_daily (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'film', 'link')),
  item TEXT NOT NULL,
  -- A film's plays on a private link's page name that link; '' everywhere else.
  link TEXT NOT NULL DEFAULT '',
  visits INTEGER NOT NULL DEFAULT 0 CHECK (visits >= 0),
  plays INTEGER NOT NULL DEFAULT 0 CHECK (plays >= 0),
  completes INTEGER NOT NULL DEFAULT 0 CHECK (completes >= 0),
  last_at TEXT,
  PRIMARY KEY (day, kind, item, link)
);

CREATE INDEX statistics_daily_item ON statistics_daily (kind, item);

CREATE TABLE statistics_seen (
  key TEXT PRIMARY KEY NOT NULL,
  seen_at TEXT NOT NULL
);

CREATE INDEX statistics_seen_at ON statistics_seen (seen_at);

-- The views counted before this migration stay on the dashboard: each link's count goes to the
-- day of its last visit (the only date known), with that visit's time.
INSERT INTO statistics_daily (day, kind, item, visits, last_at)
SELECT substr(COALESCE(last_visit_at, created_at), 1, 10), 'link', id, views, last_visit_at
FROM private_links
WHERE views > 0;
