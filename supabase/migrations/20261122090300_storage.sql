-- Public buckets: anyone reads a file by its public URL; only the administrator writes.
-- Videos: 50 MB, mp4/webm/mov. Posters captured in the browser get their own bucket so each
-- bucket keeps one strict list of MIME types and its own size limit. Limits and types mirror
-- src/lib/media.ts (its test compares the two; change both together).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('videos', 'videos', true, 52428800, array['video/mp4', 'video/webm', 'video/quicktime']),
  ('thumbnails', 'thumbnails', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Reads through the public URL bypass policies; this select policy only serves the API calls
-- an upload with x-upsert makes (Supabase requires select and update for upsert) and removal.
create policy "admin reads portfolio objects" on storage.objects
  for select to authenticated
  using (bucket_id in ('videos', 'thumbnails') and (select public.is_admin()));

create policy "admin uploads portfolio objects" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('videos', 'thumbnails') and (select public.is_admin()));

create policy "admin overwrites portfolio objects" on storage.objects
  for update to authenticated
  using (bucket_id in ('videos', 'thumbnails') and (select public.is_admin()))
  with check (bucket_id in ('videos', 'thumbnails') and (select public.is_admin()));

create policy "admin removes portfolio objects" on storage.objects
  for delete to authenticated
  using (bucket_id in ('videos', 'thumbnails') and (select public.is_admin()));
