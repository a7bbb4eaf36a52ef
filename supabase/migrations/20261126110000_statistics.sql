-- Audience statistics (docs/statistics.md), as the local server keeps them
-- (server/store/migrations/016-statistics.sql): daily counts per page, film and private link, and
-- the "already counted today" keys. Visitors' browsers write only through record_audience_event
-- (security definer, granted to anon); only the administrator reads the counts.
--
-- The day's salt cannot live in a process's memory here, so it sits in an UNLOGGED table: never in
-- the write-ahead log (so never in point-in-time recovery or a replica), emptied by a crash,
-- replaced by the first event of each UTC day, and closed to every API role. A logical dump of the
-- database (pg_dump) would still copy it unless run with --no-unlogged-table-data: that is weaker
-- than the local server, where the salt is never written at all.

create table public.statistics_daily (
  day date not null,
  kind text not null constraint statistics_daily_kind check (kind in ('page', 'film', 'link')),
  item text not null constraint statistics_daily_item check (char_length(item) between 1 and 300),
  -- A film's plays on a private link's page name that link; '' everywhere else.
  link text not null default '' constraint statistics_daily_link check (char_length(link) <= 64),
  visits integer not null default 0 check (visits >= 0),
  plays integer not null default 0 check (plays >= 0),
  completes integer not null default 0 check (completes >= 0),
  last_at timestamptz,
  primary key (day, kind, item, link)
);

create index statistics_daily_item on public.statistics_daily (kind, item);

create table public.statistics_seen (
  key text primary key,
  seen_at timestamptz not null default now()
);

create index statistics_seen_at on public.statistics_seen (seen_at);

-- Events per client (hashed like the keys) in the current ten-minute window.
create table public.statistics_clients (
  key text primary key,
  window_start timestamptz not null,
  events integer not null
);

create unlogged table public.statistics_salt (
  day date primary key,
  salt bytea not null
);

alter table public.statistics_daily enable row level security;
alter table public.statistics_seen enable row level security;
alter table public.statistics_clients enable row level security;
alter table public.statistics_salt enable row level security;
revoke all on table public.statistics_daily, public.statistics_seen, public.statistics_clients,
  public.statistics_salt from anon, authenticated;
grant select on table public.statistics_daily to authenticated;

create policy "admin reads statistics" on public.statistics_daily
  for select to authenticated
  using ((select public.is_admin()));

-- A robot, a link previewer, a command-line client or a headless browser, by its user agent
-- (src/lib/statistics/privacy.ts isRobot, same rule).
create function public.statistics_is_robot(p_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_agent is null
    or char_length(btrim(p_agent)) < 10
    or btrim(p_agent) !~ '^Mozilla/'
    or p_agent ~* '(bot\M|bot/|crawl|spider|slurp|scrape|fetch|preview|lighthouse|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl/|wget/|python|java/|go-http|okhttp|node-fetch|undici|axios|httpclient|libwww|facebookexternalhit|embedly|whatsapp|monitor|pingdom|uptime)';
$$;

/*
 * One event from the beacon: {"t":"visit"|"play"|"complete","p":"<page address>","f":"<film id>"}
 * as text (what navigator.sendBeacon sends as text/plain; PostgREST passes a text/plain body to
 * a function's single unnamed text parameter). Bad input raises 22023 (PostgREST answers 400)
 * and stores nothing; DNT, Sec-GPC and robots return without counting; past 120 events per client
 * in ten minutes, PT429. A visitor counts once per page, event and UTC day; an item stops
 * counting after 5,000 events a day.
 */
create function public.record_audience_event(text)
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
    return;
  end if;
  v_key := encode(extensions.hmac(convert_to(concat_ws(chr(1), v_client, coalesce(v_agent, ''),
    v_page, v_type || coalesce(':' || v_film, '')), 'UTF8'), v_salt, 'sha256'), 'hex');
  insert into public.statistics_seen (key) values (v_key) on conflict (key) do nothing;
  if not found then
    return;
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

revoke execute on function public.statistics_is_robot(text) from public, anon, authenticated;
revoke execute on function public.record_audience_event(text) from public;
grant execute on function public.record_audience_event(text) to anon, authenticated;

-- The counts of the days p_from..p_to, for the admin page (administrator only).
create function public.statistics_counts(p_from date, p_to date)
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
      order by d.day, d.kind, d.item, d.link)
    from public.statistics_daily d where d.day between p_from and p_to), '[]'::jsonb);
end;
$$;

revoke execute on function public.statistics_counts(date, date) from public, anon;
grant execute on function public.statistics_counts(date, date) to authenticated;

-- The links page's Vues and Dernière visite come from the same counts: the views counted before
-- stay, on the day of each link's last visit.
insert into public.statistics_daily (day, kind, item, visits, last_at)
select (coalesce(last_visit_at, created_at) at time zone 'utc')::date, 'link', id::text, views,
  last_visit_at
from public.private_links
where views > 0;
