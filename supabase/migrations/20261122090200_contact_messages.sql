-- Messages from the contact form. Visitors may only insert; the administrator reads and deletes.
-- Limits match CONTACT_LIMITS in src/lib/api.ts.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_messages_name_length
    check (char_length(btrim(name)) between 1 and 120),
  email text not null constraint contact_messages_email_shape
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  message text not null constraint contact_messages_message_length
    check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

-- A flood guard: PostgREST has no per-client rate limit, so cap what the whole site accepts.
-- Security definer because visitors cannot read the table they count. SQLSTATE PT429 makes
-- PostgREST answer HTTP 429.
create function public.contact_messages_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.contact_messages m
      where m.created_at > pg_catalog.now() - interval '10 minutes') >= 30 then
    raise exception 'too many contact messages, try again later' using errcode = 'PT429';
  end if;
  return new;
end;
$$;

revoke execute on function public.contact_messages_flood_guard() from public, anon, authenticated;

create trigger contact_messages_flood_guard
  before insert on public.contact_messages
  for each row execute function public.contact_messages_flood_guard();

alter table public.contact_messages enable row level security;

create policy "anyone sends a message" on public.contact_messages
  for insert to anon, authenticated
  with check (true);

create policy "admin reads messages" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));

create policy "admin deletes messages" on public.contact_messages
  for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
