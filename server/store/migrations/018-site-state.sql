-- Whether the public site shows every change (docs/deployment.md, "A site that is never
-- stale"). Each change to what the public pages show bumps change_seq; a rebuild records the
-- change_seq it was built from in built_seq once its folder is served. A start that finds
-- built_seq < change_seq rebuilds at once, so a change is never lost with a stopped process.
-- failed_at: the last rebuild attempt failed at that time (retried with backoff), NULL once one
-- succeeds. A folder from before this migration that holds videos starts out of date (the
-- release before could lose a rebuild at a restart): its first start rebuilds. A fresh folder
-- (migrations run before any content exists) starts up to date with the build it is served.
CREATE TABLE site_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  change_seq INTEGER NOT NULL CHECK (change_seq >= 0),
  built_seq INTEGER NOT NULL CHECK (built_seq >= 0),
  failed_at TEXT
);
INSERT INTO site_state (id, change_seq, built_seq)
VALUES (1, CASE WHEN EXISTS (SELECT 1 FROM videos) THEN 1 ELSE 0 END, 0);
