-- Resized WebP copies of stored images (docs/image-variants.md): one row per original that has
-- been measured, with the widths whose files were written beside it in the media folder. A data
-- folder from before has no rows: the server makes them at start (server/media/variant-maker.ts).
CREATE TABLE image_variants (
  name TEXT PRIMARY KEY NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  -- Comma-separated widths, ascending ('' when the original is too small for any).
  widths TEXT NOT NULL CHECK (widths NOT GLOB '*[^0-9,]*'),
  made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
