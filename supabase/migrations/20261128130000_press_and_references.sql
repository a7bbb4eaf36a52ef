-- Issue 31: a film's press quotes (Presse) and the owner's Références, with the limits of
-- src/lib/press.ts and src/lib/site-settings.ts (the adapter checks with the same schema before
-- it writes; these checks hold for any client). Rows from before get no quote and an empty list.

-- One quote: an object with exactly a quote (1 to 600 characters), a source (1 to 120) and a
-- url that is null or an http(s) address of at most 2048 characters. Called by the check below;
-- a missing key makes the test null, which a check would let through: coalesce makes it false.
create function public.press_quote_is_valid(item jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- A case, not an and: Postgres may evaluate an and's terms in any order, and the keys of
  -- anything but an object raise an error.
  select case when pg_catalog.jsonb_typeof(item) <> 'object' then false else coalesce(
    (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(item) k)
      <@ array['quote', 'source', 'url']::text[]
    and pg_catalog.jsonb_typeof(item -> 'quote') = 'string'
    and pg_catalog.char_length(pg_catalog.btrim(item ->> 'quote')) between 1 and 600
    and pg_catalog.jsonb_typeof(item -> 'source') = 'string'
    and pg_catalog.char_length(pg_catalog.btrim(item ->> 'source')) between 1 and 120
    and (item -> 'url' is null or pg_catalog.jsonb_typeof(item -> 'url') = 'null'
      or (pg_catalog.jsonb_typeof(item -> 'url') = 'string'
        and pg_catalog.char_length(item ->> 'url') <= 2048
        and (item ->> 'url') ~* '^https?://[^/?#@\s]+')), false) end
$$;

create function public.press_is_valid(press jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.jsonb_typeof(press) <> 'array' then false else
    pg_catalog.jsonb_array_length(press) <= 10
    and coalesce((select pg_catalog.bool_and(public.press_quote_is_valid(q))
      from pg_catalog.jsonb_array_elements(press) q), true) end
$$;

-- The check runs as the writer, who needs to call them: the administrator, and the service role
-- the export command and the Edge Functions write with.
revoke execute on function public.press_quote_is_valid(jsonb) from public, anon;
revoke execute on function public.press_is_valid(jsonb) from public, anon;
grant execute on function public.press_quote_is_valid(jsonb) to authenticated, service_role;
grant execute on function public.press_is_valid(jsonb) to authenticated, service_role;

alter table public.videos
  add column press jsonb not null default '[]'::jsonb
    constraint videos_press_valid check (public.press_is_valid(press));

alter table public.site_settings
  add column reference_names text not null default ''
    constraint site_settings_reference_names_length check (char_length(reference_names) <= 2000);

grant insert (press) on table public.videos to authenticated;
grant update (press) on table public.videos to authenticated;
grant update (reference_names) on public.site_settings to authenticated;
