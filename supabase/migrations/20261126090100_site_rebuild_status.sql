-- What the admin dashboard says about the public site in Supabase mode, as the local server's
-- rebuild state says it (src/lib/api.ts SiteStatus). One row, written only by the rebuild Edge
-- Function (supabase/functions/rebuild/) with the service role: when it dispatches the deploy
-- workflow ('updating'), when the dispatch fails ('failed'), and when the workflow reports its
-- end through the same function ('up_to_date' or 'failed'). A failure stays shown until a later
-- rebuild succeeds: a dispatch after a failure does not hide it, only the workflow's success does.
create table public.site_rebuild_status (
  id smallint primary key default 1 check (id = 1),
  state text not null check (state in ('up_to_date', 'updating', 'failed')),
  detail text not null default '' check (char_length(detail) <= 500),
  updated_at timestamptz not null default now()
);

alter table public.site_rebuild_status enable row level security;

-- The administrator reads it; nobody writes it through the API but the function below.
create policy "admin reads the rebuild status" on public.site_rebuild_status
  for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.site_rebuild_status from anon, authenticated;
grant select on table public.site_rebuild_status to authenticated;

-- The one writer, for the service role only (which bypasses row-level security, so invoker
-- rights suffice). 'updating' after 'failed' keeps 'failed' (its detail too): the owner learns
-- of the failure until a rebuild has succeeded.
create function public.record_site_rebuild(new_state text, new_detail text default '')
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  kept text;
begin
  if new_state not in ('up_to_date', 'updating', 'failed') then
    raise exception 'state_invalid' using errcode = '22023';
  end if;
  insert into public.site_rebuild_status as s (id, state, detail, updated_at)
    values (1, new_state, pg_catalog.left(coalesce(new_detail, ''), 500), pg_catalog.now())
  on conflict (id) do update
    set state = case when s.state = 'failed' and excluded.state = 'updating'
                     then 'failed' else excluded.state end,
        detail = case when s.state = 'failed' and excluded.state = 'updating'
                      then s.detail else excluded.detail end,
        updated_at = excluded.updated_at
  returning state into kept;
  return kept;
end;
$$;

revoke execute on function public.record_site_rebuild(text, text) from public, anon, authenticated;
grant execute on function public.record_site_rebuild(text, text) to service_role;
