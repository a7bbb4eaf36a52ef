-- The admin's browser makes a film's preview copy in Supabase mode (docs/video-previews.md) and
-- names it on the film's row (src/backend/supabase/preview-copy.ts): the administrator may write
-- the copy's two addresses, and nothing else new. Row-level security (admin only) still decides
-- which rows; the trigger of 20261126100000_video_previews.sql still forgets them when the
-- film's file is replaced.
grant update (preview_url, preview_poster_url) on table public.videos to authenticated;
