-- A video can be taken off the public site without being deleted. Rows stored before this
-- column existed were all on the site, so they start visible; a hidden row keeps its
-- order_position, so showing it again puts it back where it was.
ALTER TABLE videos ADD COLUMN visible INTEGER NOT NULL DEFAULT 1 CHECK (visible IN (0, 1));
