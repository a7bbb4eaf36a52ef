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
