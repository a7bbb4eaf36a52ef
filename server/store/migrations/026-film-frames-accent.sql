-- Every film in its own frame (docs/card.md) and the owner's accent colour.
-- aspect_ratio: the owner's Format d'image ('auto': what was measured, else 16:9).
-- source_width, source_height: the film's displayed size as measured (ffprobe on an uploaded
-- file, Vimeo's oEmbed, the admin's browser); NULL until measured.
-- fill_frame: Remplir le cadre, the grid's tile cropped as it always was.
ALTER TABLE videos ADD COLUMN aspect_ratio TEXT NOT NULL DEFAULT 'auto'
  CHECK (aspect_ratio IN ('auto', '16:9', '1.85:1', '2:1', '2.39:1', '4:3', '1:1', '9:16'));
ALTER TABLE videos ADD COLUMN source_width INTEGER
  CHECK (source_width IS NULL OR (source_width > 0 AND source_width <= 16384));
ALTER TABLE videos ADD COLUMN source_height INTEGER
  CHECK (source_height IS NULL OR (source_height > 0 AND source_height <= 16384));
ALTER TABLE videos ADD COLUMN fill_frame INTEGER NOT NULL DEFAULT 0 CHECK (fill_frame IN (0, 1));

-- An uploaded film whose preview copy was made already has its shape on record: the copy keeps
-- the film's proportions (src/lib/video-preview.ts, previewSize). The others are measured by
-- ffprobe when the server starts (server/media/aspect-probe.ts).
UPDATE videos SET
  source_width = (SELECT vp.width FROM video_previews vp
    WHERE videos.url = '/media/' || vp.name AND vp.width > 0 AND vp.height > 0),
  source_height = (SELECT vp.height FROM video_previews vp
    WHERE videos.url = '/media/' || vp.name AND vp.width > 0 AND vp.height > 0)
WHERE video_type = 'direct';

-- Couleur d'accent: '' is the product's own (src/lib/accent-colour.ts).
ALTER TABLE site_settings ADD COLUMN accent_color TEXT NOT NULL DEFAULT '';
