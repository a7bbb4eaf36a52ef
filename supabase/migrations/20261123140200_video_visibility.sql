-- A video can be taken off the public site without being deleted (docs/supabase.md). Rows
-- that existed before were all public, so they start visible. Hidden rows are invisible to
-- anon by row-level security, not only left out by the page: the public REST list, the build
-- and any hand-written query all get the same answer. The administrator still reads every row
-- (the dashboard lists and reorders hidden videos; reorder_videos and place_new_video count
-- them, so a hidden video keeps its place in the order).
alter table public.videos add column visible boolean not null default true;

drop policy "videos are public" on public.videos;

create policy "visible videos are public" on public.videos
  for select to anon
  using (visible);

-- is_admin() is not executable by anon, so the administrator's wider read is its own policy.
create policy "visible videos, or all for the admin" on public.videos
  for select to authenticated
  using (visible or (select public.is_admin()));

grant insert (visible) on table public.videos to authenticated;
grant update (visible) on table public.videos to authenticated;
