-- Posters of hidden videos out of public reach (docs/supabase.md, section 11): the private bucket
-- `private-thumbnails`, where the admin moves a hidden video's poster from `thumbnails` (same
-- name) and back when the video is shown again, as it does with the file in `private-videos`.
-- No public address, no anonymous policy: the private-link Edge Function (service role) signs
-- short-lived addresses for a link's visitors, and the administrator reads both private buckets
-- (the admin's preview of a hidden video uses a signed address too). Same limits as
-- `thumbnails`.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'private-thumbnails', 'private-thumbnails', false, 2097152,
  array['image/jpeg', 'image/png', 'image/webp']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "admin reads private thumbnail objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'private-thumbnails' and (select public.is_admin()));

create policy "admin writes private thumbnail objects" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'private-thumbnails' and (select public.is_admin()));

-- A move between buckets is one update of the object's bucket and name, checked against the
-- row before (using) and after (with check).
create policy "admin moves private thumbnail objects" on storage.objects
  for update to authenticated
  using (bucket_id in ('thumbnails', 'private-thumbnails') and (select public.is_admin()))
  with check (bucket_id in ('thumbnails', 'private-thumbnails') and (select public.is_admin()));

create policy "admin removes private thumbnail objects" on storage.objects
  for delete to authenticated
  using (bucket_id = 'private-thumbnails' and (select public.is_admin()));
