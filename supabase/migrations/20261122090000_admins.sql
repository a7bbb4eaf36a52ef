-- The administrator allow-list. A table rather than an app_metadata claim: removing a row
-- revokes write access at the next request (a claim lives in already-issued JWTs until they
-- expire), and it can be inspected and tested in SQL. Signing up creates an auth.users row and
-- nothing else, so a sign-up never grants writes.
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.admins enable row level security;
-- No policy and no grant for anon or authenticated: only the owner (migrations, SQL editor) and
-- service_role manage the list. Supabase's default privileges grant everything on new public
-- tables to anon and authenticated, so take that back explicitly.
revoke all on table public.admins from anon, authenticated;

-- Policies call this. Security definer so it can read admins, which callers cannot; the empty
-- search_path and qualified names keep a caller's objects from being picked up.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admins a where a.user_id = (select auth.uid())
  );
$$;

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;
