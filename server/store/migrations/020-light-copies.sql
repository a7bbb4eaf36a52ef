-- The lighter copy of an uploaded film (docs/video-previews.md): at most 720p, for the players
-- on phones and slow links. Recorded on the film's preview row, as its files sit beside the
-- preview's: <name>.light.mp4. NULL: not looked at yet (every row stored before this version);
-- 'none': the film is 720p or smaller and plays as it is; 'failed': ffmpeg could not make it.
ALTER TABLE video_previews ADD COLUMN light_state TEXT
  CHECK (light_state IS NULL OR light_state IN ('ready', 'none', 'failed'));
ALTER TABLE video_previews ADD COLUMN light_bytes INTEGER CHECK (light_bytes IS NULL OR light_bytes > 0);
