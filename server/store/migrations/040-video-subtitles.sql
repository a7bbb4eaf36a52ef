-- Subtitle files of uploaded films (issue 32 point 5, docs/subtitles.md): WebVTT, an SRT file
-- converted when stored. The file sits beside its film (<film>.sub-<language>-<kind>-<hash>.vtt,
-- src/lib/derived/kinds.ts), so it is served to the film's people only; the row goes with its
-- film. One file per language and kind.
CREATE TABLE video_subtitles (
  id TEXT PRIMARY KEY NOT NULL,
  video_id TEXT NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (length(language) BETWEEN 2 AND 35),
  kind TEXT NOT NULL CHECK (kind IN ('subtitles', 'captions')),
  name TEXT NOT NULL UNIQUE,
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (video_id, language, kind)
);
CREATE INDEX video_subtitles_video ON video_subtitles (video_id);
