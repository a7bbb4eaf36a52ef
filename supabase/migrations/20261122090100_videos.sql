-- The portfolio's videos (docs/product-rules.md). Limits match src/lib/video.ts.
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint videos_title_length
    check (char_length(btrim(title)) between 1 and 200),
  description text constraint videos_description_length
    check (description is null or char_length(description) <= 2000),
  url text not null constraint videos_url_length
    check (char_length(btrim(url)) between 1 and 2048),
  video_type text not null default 'youtube' constraint videos_video_type_known
    check (video_type in ('youtube', 'vimeo', 'direct')),
  thumbnail_url text constraint videos_thumbnail_url_length
    check (thumbnail_url is null or char_length(thumbnail_url) <= 2048),
  order_position integer not null default 0 constraint videos_order_position_positive
    check (order_position >= 0),
  layout text not null default 'normal' constraint videos_layout_length
    check (char_length(layout) between 1 and 32),
  keep_small_format boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index videos_order_position_idx on public.videos (order_position);

create function public.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.touch_updated_at() from public, anon, authenticated;

create trigger videos_touch_updated_at
  before update on public.videos
  for each row execute function public.touch_updated_at();

alter table public.videos enable row level security;

create policy "videos are public" on public.videos
  for select to anon, authenticated
  using (true);

create policy "admin inserts videos" on public.videos
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "admin updates videos" on public.videos
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "admin deletes videos" on public.videos
  for delete to authenticated
  using ((select public.is_admin()));

-- Grants no wider than the policies; the columns a client may write are listed, so id and the
-- timestamps stay under the database's control.
revoke all on table public.videos from anon, authenticated;
grant select on table public.videos to anon, authenticated;
grant insert (title, description, url, video_type, thumbnail_url, order_position, layout,
  keep_small_format) on table public.videos to authenticated;
grant update (title, description, url, video_type, thumbnail_url, order_position, layout,
  keep_small_format) on table public.videos to authenticated;
grant delete on table public.videos to authenticated;

-- Reorder in one statement: positions 0..n-1 in the order given. The caller must send every
-- current id exactly once, so a stale or partial list changes nothing. Security invoker: RLS
-- still applies, and the explicit check turns "no rows visible to update" into an error.
create function public.reorder_videos(ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted integer := coalesce(pg_catalog.array_length(ids, 1), 0);
begin
  if not (select public.is_admin()) then
    raise exception 'only the administrator may reorder videos' using errcode = '42501';
  end if;

  -- Block inserts and deletes between the check and the update.
  lock table public.videos in share row exclusive mode;

  if wanted <> (select count(distinct i) from pg_catalog.unnest(ids) as u(i))
    or wanted <> (select count(*) from public.videos)
    or exists (select 1 from public.videos v where v.id <> all (ids))
  then
    raise exception 'ids must list every video exactly once' using errcode = '22023';
  end if;

  update public.videos v
    set order_position = (o.ordinality - 1)::integer
    from pg_catalog.unnest(ids) with ordinality as o(id, ordinality)
    where v.id = o.id and v.order_position is distinct from (o.ordinality - 1)::integer;
end;
$$;

revoke execute on function public.reorder_videos(uuid[]) from public, anon;
grant execute on function public.reorder_videos(uuid[]) to authenticated;
