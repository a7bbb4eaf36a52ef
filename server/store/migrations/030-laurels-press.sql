-- Issue 31: a film's press quotes (Presse) and the owner's Références. Quotes are one JSON array
-- per film, in the owner's order ([{"quote", "source", "url"}], src/lib/press.ts): always read
-- and written whole with the film, never queried one by one. Every row stored before this
-- version gets none, and the settings row an empty list, so an older data folder keeps all it had.
-- The shape of each quote is the schema's (src/lib/video.ts); SQLite checks it is an array of at
-- most 10 and bounds its size (10 quotes of 600 + 120 + 2048 characters, with the JSON around).
ALTER TABLE videos ADD COLUMN press TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(press) AND json_type(press) = 'array' AND json_array_length(press) <= 10
    AND length(press) <= 30000);
ALTER TABLE site_settings ADD COLUMN reference_names TEXT NOT NULL DEFAULT ''
  CHECK (length(reference_names) <= 2000);
