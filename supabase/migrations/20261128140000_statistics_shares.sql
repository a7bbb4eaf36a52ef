-- Audience statistics, issue 34, point 2 (docs/statistics.md, server/routes/statistics.ts): what
-- one client (an address, an IPv6 /64) may add to an item in a day is bounded to a handful
-- whatever user agents it sends, and one IPv6 /48 to 50; a day on which a share or the daily
-- ceiling refused events is marked, and the admin's counts say so.
create table public.statistics_shares (
  key text primary key,
  used integer not null constraint statistics_shares_used check (used >= 0),
  seen_at timestamptz not null default now()
);

create index statistics_shares_at on public.statistics_shares (seen_at);

alter table public.statistics_shares enable row level security;
revoke all on table public.statistics_shares from public, anon, authenticated;

alter table public.statistics_daily add column limited boolean not null default false;

-- The day's row of the item, made if need be with no count, marked as limited. Called only from
-- record_audience_event (security definer): it runs with that function's rights, needs none.
create function public.statistics_mark_limited(p_day date, p_kind text, p_item text, p_link text)
returns void
language sql
set search_path = ''
as $$
  insert into public.statistics_daily as d (day, kind, item, link, limited)
  values (p_day, p_kind, p_item, p_link, true)
  on conflict (day, kind, item, link) do update set limited = true;
$$;

revoke execute on function public.statistics_mark_limited(date, text, text, text)
  from public, anon, authenticated;

create or replace function public.record_audience_event(text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_body text := $1;
  v_event jsonb;
  v_type text;
  v_path text;
  v_film text;
  v_category text[];
  v_slug text[];
  v_token text[];
  v_kind text;
  v_item text;
  v_link text := '';
  v_page text;
  v_link_row public.private_links;
  v_video public.videos;
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_agent text;
  v_client text;
  v_salt bytea;
  v_today date := (now() at time zone 'utc')::date;
  v_events integer;
  v_key text;
  v_column text;
  v_addr inet;
  v_group text;
  v_block text;
  v_client_share text;
  v_block_share text;
begin
  if v_body is null or octet_length(v_body) > 1024 then
    raise exception 'bad_request' using errcode = '22023';
  end if;
  begin
    v_event := v_body::jsonb;
  exception when others then
    raise exception 'bad_request' using errcode = '22023';
  end;
  if jsonb_typeof(v_event) <> 'object'
     or exists (select 1 from jsonb_object_keys(v_event) k where k not in ('t', 'p', 'f'))
     or jsonb_typeof(v_event -> 't') is distinct from 'string'
     or jsonb_typeof(v_event -> 'p') is distinct from 'string'
     or (v_event ? 'f' and jsonb_typeof(v_event -> 'f') <> 'string') then
    raise exception 'bad_request' using errcode = '22023';
  end if;
  v_type := v_event ->> 't';
  v_path := v_event ->> 'p';
  v_film := v_event ->> 'f';
  if v_type not in ('visit', 'play', 'complete') or char_length(v_path) > 300
     or (v_type = 'visit') <> (v_film is null)
     or (v_film is not null and v_film !~ '^[A-Za-z0-9-]{1,64}$') then
    raise exception 'bad_request' using errcode = '22023';
  end if;

  -- The page, the film and the link must exist and be shown (src/lib/statistics/event.ts and
  -- server/stats/resolve.ts: the same rules).
  v_category := regexp_match(v_path, '^/categories/([a-z0-9]+(?:-[a-z0-9]+)*)/?$');
  v_slug := regexp_match(v_path, '^/films/([a-z0-9]+(?:-[a-z0-9]+)*)/?$');
  v_token := regexp_match(v_path, '^/p/([A-Za-z0-9_-]{43})/?$');
  if v_path = '/' then
    v_page := '/';
  elsif v_path ~ '^/mentions-legales/?$' then
    v_page := '/mentions-legales';
  elsif v_category is not null then
    if not exists (select 1 from public.videos v
                   where v.visible and public.slugify(coalesce(v.category, '')) = v_category[1]) then
      raise exception 'bad_request' using errcode = '22023';
    end if;
    v_page := '/categories/' || v_category[1];
  elsif v_slug is not null then
    select * into v_video from public.videos v where v.slug = v_slug[1] and v.visible;
    if not found or (v_film is not null and v_film <> v_video.id::text) then
      raise exception 'bad_request' using errcode = '22023';
    end if;
    v_page := '/films/' || v_slug[1];
    if v_film is null then
      v_kind := 'film';
      v_item := v_video.id::text;
    end if;
  elsif v_token is not null then
    select * into v_link_row from public.private_links
    where token_hash = encode(extensions.digest(v_token[1], 'sha256'), 'hex');
    if not found or v_link_row.disabled
       or (v_link_row.expires_on is not null and v_link_row.expires_on < v_today) then
      raise exception 'bad_request' using errcode = '22023';
    end if;
    v_page := 'link:' || v_link_row.id::text;
    if v_film is null then
      v_kind := 'link';
      v_item := v_link_row.id::text;
    elsif not exists (select 1 from public.private_link_videos lv
                      where lv.link_id = v_link_row.id and lv.video_id::text = v_film) then
      raise exception 'bad_request' using errcode = '22023';
    else
      v_link := v_link_row.id::text;
    end if;
  else
    raise exception 'bad_request' using errcode = '22023';
  end if;
  if v_kind is null then
    if v_film is null then
      v_kind := 'page';
      v_item := v_page;
    else
      if v_link = '' and not exists (select 1 from public.videos v
                                     where v.id::text = v_film and v.visible) then
        raise exception 'bad_request' using errcode = '22023';
      end if;
      v_kind := 'film';
      v_item := v_film;
    end if;
  end if;

  v_agent := v_headers ->> 'user-agent';
  if btrim(coalesce(v_headers ->> 'dnt', '')) = '1' or btrim(coalesce(v_headers ->> 'sec-gpc', '')) = '1'
     or public.statistics_is_robot(v_agent) then
    return;
  end if;

  -- The day's salt: made by the day's first event, the previous days' dropped with it.
  select salt into v_salt from public.statistics_salt where day = v_today;
  if not found then
    delete from public.statistics_salt where day <> v_today;
    insert into public.statistics_salt (day, salt) values (v_today, extensions.gen_random_bytes(32))
    on conflict (day) do nothing;
    select salt into v_salt from public.statistics_salt where day = v_today;
    delete from public.statistics_seen where seen_at < now() - interval '48 hours';
    delete from public.statistics_shares where seen_at < now() - interval '48 hours';
    delete from public.statistics_clients where window_start < now() - interval '48 hours';
    delete from public.statistics_daily where day < (v_today - interval '25 months')::date;
  end if;

  -- The client as the gateway saw it: the first X-Forwarded-For entry.
  v_client := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1));
  insert into public.statistics_clients as c (key, window_start, events)
  values (encode(extensions.hmac(convert_to(v_client, 'UTF8'), v_salt, 'sha256'), 'hex'), now(), 1)
  on conflict (key) do update set
    events = case when c.window_start <= now() - interval '10 minutes' then 1 else c.events + 1 end,
    window_start = case when c.window_start <= now() - interval '10 minutes' then now()
                        else c.window_start end
  returning events into v_events;
  if v_events > 120 then
    raise exception 'too_many_requests' using errcode = 'PT429';
  end if;

  -- One transaction (the function's): the daily ceiling, the key, then the count.
  perform pg_advisory_xact_lock(hashtext('filmfolio:statistics:' || v_kind || ':' || v_item));
  if coalesce((select sum(visits + plays + completes) from public.statistics_daily d
               where d.day = v_today and d.kind = v_kind and d.item = v_item), 0) >= 5000 then
    perform public.statistics_mark_limited(v_today, v_kind, v_item, v_link);
    return;
  end if;
  v_key := encode(extensions.hmac(convert_to(concat_ws(chr(1), v_client, coalesce(v_agent, ''),
    v_page, v_type || coalesce(':' || v_film, '')), 'UTF8'), v_salt, 'sha256'), 'hex');
  insert into public.statistics_seen (key) values (v_key) on conflict (key) do nothing;
  if not found then
    return;
  end if;
  -- What one client (an address, an IPv6 /64) and one IPv6 /48 may add to this item today,
  -- whatever user agents they send (issue 34, point 2; server/routes/statistics.ts).
  begin
    v_addr := v_client::inet;
  exception when others then
    v_addr := null;
  end;
  v_group := case when v_addr is null then v_client
                  when family(v_addr) = 6 then network(set_masklen(v_addr, 64))::text
                  else host(v_addr) end;
  v_block := case when v_addr is not null and family(v_addr) = 6
                  then network(set_masklen(v_addr, 48))::text end;
  v_client_share := encode(extensions.hmac(convert_to(concat_ws(chr(1), v_group,
    v_kind || ':' || v_item, 'share'), 'UTF8'), v_salt, 'sha256'), 'hex');
  v_block_share := encode(extensions.hmac(convert_to(concat_ws(chr(1), coalesce(v_block, ''),
    v_kind || ':' || v_item, 'share'), 'UTF8'), v_salt, 'sha256'), 'hex');
  if coalesce((select s.used from public.statistics_shares s where s.key = v_client_share), 0) >= 6
     or (v_block is not null
         and coalesce((select s.used from public.statistics_shares s
                       where s.key = v_block_share), 0) >= 50) then
    perform public.statistics_mark_limited(v_today, v_kind, v_item, v_link);
    return;
  end if;
  insert into public.statistics_shares as s (key, used) values (v_client_share, 1)
  on conflict (key) do update set used = s.used + 1;
  if v_block is not null then
    insert into public.statistics_shares as s (key, used) values (v_block_share, 1)
    on conflict (key) do update set used = s.used + 1;
  end if;
  v_column := case v_type when 'visit' then 'visits' when 'play' then 'plays' else 'completes' end;
  execute format(
    'insert into public.statistics_daily as d (day, kind, item, link, %1$I, last_at)
     values ($1, $2, $3, $4, 1, now())
     on conflict (day, kind, item, link) do update set %1$I = d.%1$I + 1,
       last_at = greatest(d.last_at, now())', v_column)
  using v_today, v_kind, v_item, v_link;
end;
$$;

revoke execute on function public.record_audience_event(text) from public;
grant execute on function public.record_audience_event(text) to anon, authenticated;

create or replace function public.statistics_counts(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from >= 400 then
    raise exception 'bad_request' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'day', to_char(d.day, 'YYYY-MM-DD'), 'kind', d.kind, 'item', d.item, 'link', d.link,
      'visits', d.visits, 'plays', d.plays, 'completes', d.completes,
      'last_at', to_char(d.last_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      -- Only when set, as the local server answers it (src/lib/statistics/counts.ts).
      || case when d.limited then '{"limited": true}'::jsonb else '{}'::jsonb end
      order by d.day, d.kind, d.item, d.link)
    from public.statistics_daily d where d.day between p_from and p_to), '[]'::jsonb);
end;
$$;

revoke execute on function public.statistics_counts(date, date) from public, anon;
grant execute on function public.statistics_counts(date, date) to authenticated;
