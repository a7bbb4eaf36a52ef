-- Film pages: the page address (slug, unique) and the credits (Fiche technique), with the same
-- limits as src/lib/credits.ts and src/lib/slug.ts. Rows from before get a slug made from their
-- title; a row inserted without one gets the first free one, so the admin adapter never has to
-- guess. An old slug is kept in video_slug_history, where its page leads to the current one.

-- Accents folded (the letters French and its neighbours use), lowercase, one dash between runs
-- of letters and digits, at most 80 characters: src/lib/slug.ts slugify, in SQL.
create function public.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.rtrim(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.translate(
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(value),
        'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'),
      'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžźż',
      'aaaaaaaccceeeeeeeiiiiinnoooooooouuuuuyyzzz'),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '-')
$$;

-- `base`, or base-2, base-3… the first one no row has (src/lib/slug.ts firstFreeSlug).
create function public.first_free_slug(base text)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.videos v where v.slug = candidate) loop
    n := n + 1;
    candidate := pg_catalog.rtrim(pg_catalog.left(base, 80 - pg_catalog.length(n::text) - 1), '-')
      || '-' || n::text;
  end loop;
  return candidate;
end;
$$;

-- Called only by the triggers below, which run with definer rights: no client role calls them.
revoke execute on function public.slugify(text) from public, anon, authenticated;
revoke execute on function public.first_free_slug(text) from public, anon, authenticated;

alter table public.videos
  add column slug text,
  add column category text constraint videos_category_length
    check (category is null or char_length(category) <= 60),
  add column year integer constraint videos_year_range
    check (year is null or year between 1900 and extract(year from now())::integer + 1),
  add column role text constraint videos_role_length
    check (role is null or char_length(role) <= 120),
  add column director text constraint videos_director_length
    check (director is null or char_length(director) <= 200),
  add column production text constraint videos_production_length
    check (production is null or char_length(production) <= 200),
  add column client text constraint videos_client_length
    check (client is null or char_length(client) <= 200),
  add column camera text constraint videos_camera_length
    check (camera is null or char_length(camera) <= 200),
  add column lenses text constraint videos_lenses_length
    check (lenses is null or char_length(lenses) <= 200),
  add column format text constraint videos_format_length
    check (format is null or char_length(format) <= 40),
  add column awards text constraint videos_awards_length
    check (awards is null or char_length(awards) <= 2000);

do $$
declare
  r record;
begin
  for r in select id, title from public.videos order by order_position, created_at, id loop
    update public.videos
      set slug = public.first_free_slug(coalesce(nullif(public.slugify(r.title), ''), 'film'))
      where id = r.id;
  end loop;
end;
$$;

alter table public.videos
  alter column slug set not null,
  add constraint videos_slug_format
    check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  add constraint videos_slug_key unique (slug);

create table public.video_slug_history (
  slug text primary key,
  video_id uuid not null references public.videos (id) on delete cascade,
  replaced_at timestamptz not null default now()
);

create index video_slug_history_video_id_idx on public.video_slug_history (video_id);

alter table public.video_slug_history enable row level security;

create policy "old film addresses are public" on public.video_slug_history
  for select to anon, authenticated
  using (true);

revoke all on table public.video_slug_history from anon, authenticated;
grant select on table public.video_slug_history to anon, authenticated;

-- Before insert or update: a missing slug is made from the title (an edit keeps the old one).
-- Concurrent inserts of the same title may still meet on the unique constraint: the second
-- fails with 23505, which the adapter reports as slug_taken, and nothing is stored. Definer
-- rights so the helpers above need no grant; it only reads titles and slugs, which are public.
create function public.fill_video_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug is null or new.slug = '' then
    if tg_op = 'UPDATE' then
      new.slug := old.slug;
    else
      new.slug := public.first_free_slug(coalesce(nullif(public.slugify(new.title), ''), 'film'));
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.fill_video_slug() from public, anon, authenticated;

create trigger videos_fill_slug
  before insert or update of slug on public.videos
  for each row execute function public.fill_video_slug();

-- After a slug changed: the old one leads to this film, the new one is nobody's redirect. Definer
-- rights: only this trigger writes the history table, no client role may.
create function public.remember_video_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.video_slug_history h where h.slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.video_slug_history (slug, video_id) values (old.slug, new.id)
      on conflict (slug) do update set video_id = excluded.video_id, replaced_at = now();
  end if;
  return null;
end;
$$;

revoke execute on function public.remember_video_slug() from public, anon, authenticated;

create trigger videos_remember_slug
  after insert or update of slug on public.videos
  for each row execute function public.remember_video_slug();

grant insert (slug, category, year, role, director, production, client, camera, lenses, format,
  awards) on table public.videos to authenticated;
grant update (slug, category, year, role, director, production, client, camera, lenses, format,
  awards) on table public.videos to authenticated;
