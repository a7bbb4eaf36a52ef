-- Preview copies in Supabase mode, second part (docs/video-previews.md). The admin's browser
-- makes the copy, so the database and the buckets are what check it:
-- 1. Début de l'aperçu (preview_start, added by 20261126100000_video_previews.sql) is written by
--    the admin's form: the adapter sends it, the browser's copy starts there.
-- 2. A copy's object name must be `<original>.preview.mp4` or `.preview.jpg` of a stored film
--    that a row names (nothing else lands in the preview buckets), and `private-previews` only
--    holds the copies of hidden films. The buckets' own limits (3 MB, video/mp4 and image/jpeg)
--    stay as 20261126100000 set them.
grant insert (preview_start) on table public.videos to authenticated;
grant update (preview_start) on table public.videos to authenticated;

-- Invoker's rights: the policies below ask it for the administrator, who reads every row
-- (hidden ones included) under the videos table's own row-level security.
create or replace function public.preview_object_allowed(bucket text, object_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select object_name ~ '^[0-9a-f-]{36}\.(mp4|webm|mov)\.preview\.(mp4|jpg)$'
    and exists (
      select 1
      from public.videos as v
      where v.video_type = 'direct'
        and v.url like '%/storage/v1/object/public/videos/'
          || regexp_replace(object_name, '\.preview\.(mp4|jpg)$', '')
        and (bucket = 'previews' or (bucket = 'private-previews' and v.visible = false))
    );
$$;

revoke execute on function public.preview_object_allowed(text, text) from public, anon;
grant execute on function public.preview_object_allowed(text, text) to authenticated;

drop policy if exists "admin uploads preview objects" on storage.objects;
create policy "admin uploads preview objects" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('previews', 'private-previews')
    and (select public.is_admin())
    and public.preview_object_allowed(bucket_id, name)
  );

-- A move (hiding or showing a film) is an update: the old place was a preview bucket, the new
-- one must fit the film as it is now.
drop policy if exists "admin moves preview objects" on storage.objects;
create policy "admin moves preview objects" on storage.objects
  for update to authenticated
  using (bucket_id in ('previews', 'private-previews') and (select public.is_admin()))
  with check (
    bucket_id in ('previews', 'private-previews')
    and (select public.is_admin())
    and public.preview_object_allowed(bucket_id, name)
  );
