-- Two fixes found on PostgreSQL 15 with Supabase's roles.
--
-- 1. Length checks measured btrim(x) but stored x: a name padded with 100,000 spaces, or a
--    1,000,001-character message, passed. The upper bound now measures the stored text itself
--    (char_length(x)); btrim only decides "not blank" (spaces, tabs and line breaks). Same
--    constraint names, so the adapter still maps a refusal to its field.
--    NOT VALID: rows stored before this migration stay as they are (nothing is lost); every new
--    or changed row is checked.
--
-- 2. The contact flood guard counted committed rows without a lock, so concurrent transactions
--    each saw room and all inserted (two of 30 inserts stored 60 in one window). An advisory
--    transaction lock now serialises the guard: the next sender's count waits for the previous
--    insert to commit or roll back. The guard also caps what the inbox keeps (1000 messages,
--    as the local server): PT503 'inbox_full' makes PostgREST answer 503, and the contact form
--    tells the sender to write by email instead.

alter table public.contact_messages
  drop constraint contact_messages_name_length,
  add constraint contact_messages_name_length
    check (char_length(name) <= 120 and btrim(name, E' \t\n\r\f\v') <> '') not valid,
  drop constraint contact_messages_message_length,
  add constraint contact_messages_message_length
    check (char_length(message) <= 5000 and btrim(message, E' \t\n\r\f\v') <> '') not valid;

alter table public.videos
  drop constraint videos_title_length,
  add constraint videos_title_length
    check (char_length(title) <= 200 and btrim(title, E' \t\n\r\f\v') <> '') not valid,
  drop constraint videos_url_length,
  add constraint videos_url_length
    check (char_length(url) <= 2048 and btrim(url, E' \t\n\r\f\v') <> '') not valid;

-- Same signature: the revokes of the first version (nobody may call it directly) still apply.
create or replace function public.contact_messages_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Held until this transaction ends; each count below then sees every earlier commit.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.contact_messages_flood_guard'));
  if (select count(*) from public.contact_messages) >= 1000 then
    raise exception 'inbox_full: the inbox keeps 1000 messages' using errcode = 'PT503';
  end if;
  if (select count(*) from public.contact_messages m
      where m.created_at > pg_catalog.now() - interval '10 minutes') >= 30 then
    raise exception 'too many contact messages, try again later' using errcode = 'PT429';
  end if;
  return new;
end;
$$;
