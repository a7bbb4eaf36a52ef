-- The site's identity and texts, edited in the admin: one row (id 1) that anyone may read (the
-- build and the public page) and only the administrator may change. The same fields, checks and
-- limits as src/lib/site-settings.ts (the adapter checks with that schema before it writes; these
-- constraints hold whatever client writes). The CV lives in the site-files bucket and the photo in
-- site-photos; the row holds their public addresses.
create table public.site_settings (
  id smallint primary key default 1 check (id = 1),
  name text not null default '' check (char_length(name) <= 120),
  title text not null default '' check (char_length(title) <= 120),
  tagline text not null default '' check (char_length(tagline) <= 300),
  about text not null default '' check (char_length(about) <= 5000),
  email text not null default '' check (char_length(email) <= 254),
  phone text not null default '' check (char_length(phone) <= 40),
  location text not null default '' check (char_length(location) <= 120),
  availability text not null default '' check (char_length(availability) <= 120),
  vimeo_url text not null default '' check (vimeo_url = '' or vimeo_url ~ '^https://'),
  instagram_url text not null default '' check (instagram_url = '' or instagram_url ~ '^https://'),
  imdb_url text not null default '' check (imdb_url = '' or imdb_url ~ '^https://'),
  linkedin_url text not null default '' check (linkedin_url = '' or linkedin_url ~ '^https://'),
  site_url text not null default '' check (site_url = '' or site_url ~ '^https://'),
  legal_publisher text not null default '' check (char_length(legal_publisher) <= 300),
  legal_address text not null default '' check (char_length(legal_address) <= 300),
  legal_siret text not null default '' check (char_length(legal_siret) <= 40),
  legal_director text not null default '' check (char_length(legal_director) <= 300),
  legal_host text not null default '' check (char_length(legal_host) <= 300),
  legal_host_address text not null default '' check (char_length(legal_host_address) <= 300),
  cv_url text,
  cv_name text check (char_length(cv_name) <= 200),
  cv_size integer check (cv_size between 0 and 10485760),
  cv_updated_at timestamptz,
  photo_url text,
  photo_name text check (char_length(photo_name) <= 200),
  photo_size integer check (photo_size between 0 and 5242880),
  photo_updated_at timestamptz,
  updated_at timestamptz
);

insert into public.site_settings (id) values (1) on conflict (id) do nothing;

alter table public.site_settings enable row level security;

create policy "site settings are public" on public.site_settings
  for select to anon, authenticated
  using (true);

create policy "admin updates site settings" on public.site_settings
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The row exists from this migration on: nobody inserts or deletes it, so no policy allows it
-- and no grant does either. Updates list the columns a client may write (never id).
revoke all on public.site_settings from anon, authenticated;
grant select on public.site_settings to anon, authenticated;
grant update (
  name, title, tagline, about, email, phone, location, availability,
  vimeo_url, instagram_url, imdb_url, linkedin_url, site_url,
  legal_publisher, legal_address, legal_siret, legal_director, legal_host, legal_host_address,
  cv_url, cv_name, cv_size, cv_updated_at, photo_url, photo_name, photo_size, photo_updated_at,
  updated_at
) on public.site_settings to authenticated;

-- The CV (PDF, 10 MB) and the photo (JPEG, PNG or WebP, 5 MB) each in its own public bucket, so
-- that each bucket's limits are the file's own and hold for any client; the adapter also checks
-- each file's first bytes and size before it sends. Limits mirror src/lib/media.ts (its test
-- compares the two).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('site-files', 'site-files', true, 10485760, array['application/pdf']),
  ('site-photos', 'site-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Uploads never overwrite (a new name each time), so there is no update policy.
create policy "admin uploads site files" on storage.objects
  for insert to authenticated
  with check (
    (select public.is_admin())
    and ((bucket_id = 'site-files' and name like 'cv/%')
      or (bucket_id = 'site-photos' and name like 'photo/%'))
  );

create policy "admin reads site files" on storage.objects
  for select to authenticated
  using (bucket_id in ('site-files', 'site-photos') and (select public.is_admin()));

create policy "admin removes site files" on storage.objects
  for delete to authenticated
  using (bucket_id in ('site-files', 'site-photos') and (select public.is_admin()));
