-- Whether this data folder ever had an administrator account (issue 34, point 7): ADMIN_EMAIL and
-- ADMIN_PASSWORD create an account only on a folder that never had one, so an account removed
-- with `npm run admin -- remove` does not come back at the next start. One row at most, written
-- by a trigger whatever creates the account (environment, setup page, command line).
CREATE TABLE admin_history (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  first_account_at TEXT NOT NULL
);

CREATE TRIGGER admins_remembered AFTER INSERT ON admins
BEGIN
  INSERT OR IGNORE INTO admin_history (id, first_account_at) VALUES (1, NEW.created_at);
END;

-- A folder upgraded with an account already had one.
INSERT INTO admin_history (id, first_account_at)
SELECT 1, MIN(created_at) FROM admins HAVING COUNT(*) > 0;

-- Audience statistics (issue 34, point 2): what one client, and one wider address block, may add
-- to an item in a day is counted under a key hashed with the day's salt (no address is stored),
-- deleted with the "already counted" keys after 48 hours.
CREATE TABLE statistics_shares (
  key TEXT PRIMARY KEY NOT NULL,
  used INTEGER NOT NULL CHECK (used >= 0),
  seen_at TEXT NOT NULL
);

CREATE INDEX statistics_shares_at ON statistics_shares (seen_at);

-- A day on which an item's events were refused by a limit (a client's share or the item's
-- ceiling): the statistics page marks it, so a flood never silently replaces real visitors.
ALTER TABLE statistics_daily ADD COLUMN limited INTEGER NOT NULL DEFAULT 0 CHECK (limited IN (0, 1));
