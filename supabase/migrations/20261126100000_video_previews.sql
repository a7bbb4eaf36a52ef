-- Preview copies of uploaded films (docs/video-previews.md), Supabase side: where the excerpt
-- starts (Début de l'aperçu) and the copy's addresses on the row, and two buckets of their own
-- with their own limits: at most 3 MB, an H.264 MP4 or its JPEG poster frame. Limits and types
-- mirror src/lib/video-preview.ts (MAX_PREVIEW_BYTES). The copy is made by the admin's browser
-- (no server here), so the bucket's limits are what stands between it and the site; the
-- browser is not trusted with more than it can do to its own films.
alter table public.videos
  add column if not exists preview_start real not null default 0
    check (preview_start >= 0 and preview_start <= 36000),
  add column if not exists preview_url text
    check (preview_url is null or length(preview_url) <= 2048),
  add column if not exists preview_poster_url text
    check (preview_poster_url is null or length(preview_poster_url) <= 2048);

-- A replaced film's copy no longer matches it: the row forgets the copy with the file.
create or replace function public.forget_stale_preview() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.url is distinct from old.url then
    new.preview_url := null;
    new.preview_poster_url := null;
  end if;
  return new;
end;
$$;

revoke execute on function public.forget_stale_preview() from public, anon, authenticated;

drop trigger if exists videos_forget_stale_preview on public.videos;
create trigger videos_forget_stale_preview
  before update of url on public.videos
  for each row execute function public.forget_stale_preview();

-- Public copies of visible films; a hidden film's copy moves to private-previews with its film
-- (as its file goes to private-videos), read only by the admin and through signed addresses
-- the private-link Edge Function makes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('previews', 'previews', true, 3145728, array['video/mp4', 'image/jpeg']),
  ('private-previews', 'private-previews', false, 3145728, array['video/mp4', 'image/jpeg'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "admin reads preview objects" on storage.objects
  for select to authenticated
  using (bucket_id in ('previews', 'private-previews') and (select public.is_admin()));

create policy "admin uploads preview objects" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('previews', 'private-previews') and (select public.is_admin()));

create policy "admin moves preview objects" on storage.objects
  for update to authenticated
  using (bucket_id in ('previews', 'private-previews') and (select public.is_admin()))
  with check (bucket_id in ('previews', 'private-previews') and (select public.is_admin()));

create policy "admin removes preview objects" on storage.objects
  for delete to authenticated
  using (bucket_id in ('previews', 'private-previews') and (select public.is_admin()));
