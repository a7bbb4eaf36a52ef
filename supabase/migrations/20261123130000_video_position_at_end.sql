-- A new video goes after the last one, and the database decides where: the admin adapter no
-- longer counts the rows and then inserts (two creates at once got the same position). An
-- insert that names no order_position gets max + 1 (0 for the first), computed under a
-- transaction-scoped advisory lock so two concurrent inserts take turns. An explicit position
-- is kept as given. The local server appends inside one SQLite write transaction
-- (server/store/videos.ts).
alter table public.videos alter column order_position drop default;

create function public.place_new_video()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.order_position is null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.videos.order_position'));
    select coalesce(max(v.order_position) + 1, 0) into new.order_position from public.videos v;
  end if;
  return new;
end;
$$;

revoke execute on function public.place_new_video() from public, anon, authenticated;

create trigger videos_place_new_video
  before insert on public.videos
  for each row execute function public.place_new_video();
