-- Private screening links (docs/supabase.md, section 11): a hand-picked selection of films,
-- hidden ones included, behind an unlisted address. Nobody but the administrator reads these
-- tables: no policy and no grant for anon at all, and the visitor's side goes through the
-- private-link Edge Function, which calls open_private_link with the service key.
--
-- The token is kept in clear so the administrator can copy the address again at any time; a
-- copy of the database therefore opens every link (README). Visitors' tokens are looked up by
-- their SHA-256, so no comparison of secrets runs byte by byte. Passwords are bcrypt hashes.
create extension if not exists pgcrypto with schema extensions;

create table public.private_links (
  id uuid primary key default gen_random_uuid(),
  token text not null unique,
  token_hash text not null unique,
  name text not null,
  message text,
  password_hash text,
  -- The last day the link opens (inclusive, UTC).
  expires_on date,
  disabled boolean not null default false,
  views integer not null default 0,
  last_visit_at timestamptz,
  -- Wrong passwords in the current window, for everyone: nothing about the visitor is stored.
  failures integer not null default 0,
  failures_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint private_links_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint private_links_message_length check (message is null or char_length(message) <= 2000),
  constraint private_links_token_format check (token ~ '^[A-Za-z0-9_-]{43}$')
);

create table public.private_link_videos (
  link_id uuid not null references public.private_links (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  position integer not null,
  primary key (link_id, video_id)
);

create index private_link_videos_video on public.private_link_videos (video_id);

alter table public.private_links enable row level security;
alter table public.private_link_videos enable row level security;
-- Supabase's default privileges grant everything on new public tables: take it back. The
-- administrator works through the functions below; direct reads need the policies too.
revoke all on table public.private_links, public.private_link_videos from anon, authenticated;
grant select on table public.private_links, public.private_link_videos to authenticated;

create policy "admin reads private links" on public.private_links
  for select to authenticated
  using ((select public.is_admin()));

create policy "admin reads private link films" on public.private_link_videos
  for select to authenticated
  using ((select public.is_admin()));

-- One link as the admin page lists it: never the password hash, only whether there is one.
create function public.private_link_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', l.id,
    'token', l.token,
    'name', l.name,
    'message', l.message,
    'has_password', l.password_hash is not null,
    'expires_on', l.expires_on,
    'disabled', l.disabled,
    'views', l.views,
    'last_visit_at', l.last_visit_at,
    'created_at', l.created_at,
    'video_ids', coalesce(
      (select jsonb_agg(v.video_id order by v.position)
         from public.private_link_videos v where v.link_id = l.id),
      '[]'::jsonb)
  )
  from public.private_links l
  where l.id = p_id;
$$;

create function public.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'administrator only' using errcode = '42501';
  end if;
end;
$$;

-- The films of a link, in order; an unknown id refuses the whole write (23503, video_ids).
create function public.write_private_link_videos(p_link uuid, p_video_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_video_ids), 0) = 0 or cardinality(p_video_ids) > 500 then
    raise exception 'videos_required' using errcode = '23514';
  end if;
  if (select count(distinct x) from unnest(p_video_ids) x) <> cardinality(p_video_ids) then
    raise exception 'duplicate_ids' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(p_video_ids) x
    where not exists (select 1 from public.videos v where v.id = x)
  ) then
    raise exception 'video_unknown' using errcode = '23503';
  end if;
  delete from public.private_link_videos where link_id = p_link;
  insert into public.private_link_videos (link_id, video_id, position)
  select p_link, x, o - 1 from unnest(p_video_ids) with ordinality as t (x, o);
end;
$$;

create function public.check_link_password(p_password text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_password is not null and char_length(p_password) not between 1 and 1024 then
    raise exception 'password_invalid' using errcode = '23514';
  end if;
end;
$$;

create function public.list_private_links()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return coalesce(
    (select jsonb_agg(public.private_link_json(l.id) order by l.created_at desc, l.id)
       from public.private_links l),
    '[]'::jsonb);
end;
$$;

create function public.create_private_link(
  p_name text,
  p_video_ids uuid[],
  p_message text default null,
  p_password text default null,
  p_expires_on date default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := rtrim(
    translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  v_id uuid;
begin
  perform public.require_admin();
  perform public.check_link_password(p_password);
  insert into public.private_links (token, token_hash, name, message, password_hash, expires_on)
  values (
    v_token,
    encode(extensions.digest(v_token, 'sha256'), 'hex'),
    btrim(p_name),
    nullif(btrim(p_message), ''),
    case when p_password is null then null
         else extensions.crypt(p_password, extensions.gen_salt('bf', 10)) end,
    p_expires_on
  )
  returning id into v_id;
  perform public.write_private_link_videos(v_id, p_video_ids);
  return public.private_link_json(v_id);
end;
$$;

-- Everything but the address. p_password_action: 'keep', 'set' (to p_password) or 'remove'.
create function public.update_private_link(
  p_id uuid,
  p_name text,
  p_video_ids uuid[],
  p_message text default null,
  p_password text default null,
  p_password_action text default 'keep',
  p_expires_on date default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_password_action not in ('keep', 'set', 'remove') then
    raise exception 'password_action' using errcode = '22023';
  end if;
  perform public.check_link_password(p_password);
  update public.private_links set
    name = btrim(p_name),
    message = nullif(btrim(p_message), ''),
    expires_on = p_expires_on,
    password_hash = case p_password_action
      when 'set' then extensions.crypt(p_password, extensions.gen_salt('bf', 10))
      when 'remove' then null
      else password_hash end,
    updated_at = now()
  where id = p_id;
  if not found then return null; end if;
  perform public.write_private_link_videos(p_id, p_video_ids);
  return public.private_link_json(p_id);
end;
$$;

create function public.set_private_link_disabled(p_id uuid, p_disabled boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  update public.private_links set disabled = p_disabled, updated_at = now() where id = p_id;
  if not found then return null; end if;
  return public.private_link_json(p_id);
end;
$$;

create function public.delete_private_link(p_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  delete from public.private_links where id = p_id;
  return found;
end;
$$;

-- The visitor's side, for the Edge Function alone (service_role). Every failure (unknown,
-- disabled, expired, deleted) is the same null after the same one lookup by hash. With a
-- password: 'password' until one is given, 'wrong', or 'throttled' after 5 wrong ones in 15
-- minutes. On success: the link's message and films (visible or not) in order, and the
-- visit counted when p_count says this browser session has not been counted yet.
create function public.open_private_link(p_token text, p_password text, p_count boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  l public.private_links;
begin
  select * into l from public.private_links
  where token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex');
  if not found or l.disabled or (l.expires_on is not null and l.expires_on < (now() at time zone 'utc')::date) then
    return null;
  end if;
  if l.password_hash is not null then
    if p_password is null then
      return jsonb_build_object('state', 'password');
    end if;
    if l.failures_since is null or l.failures_since < now() - interval '15 minutes' then
      update public.private_links set failures = 0, failures_since = now() where id = l.id;
      l.failures := 0;
    end if;
    if l.failures >= 5 then
      return jsonb_build_object('state', 'throttled');
    end if;
    if char_length(p_password) > 1024
       or extensions.crypt(p_password, l.password_hash) <> l.password_hash then
      update public.private_links set failures = failures + 1 where id = l.id;
      return jsonb_build_object('state', 'wrong');
    end if;
  end if;
  if p_count then
    update public.private_links set views = views + 1, last_visit_at = now() where id = l.id;
  end if;
  return jsonb_build_object(
    'state', 'ok',
    'message', l.message,
    'films', coalesce(
      (select jsonb_agg(to_jsonb(v) order by lv.position)
         from public.private_link_videos lv join public.videos v on v.id = lv.video_id
        where lv.link_id = l.id),
      '[]'::jsonb)
  );
end;
$$;

revoke execute on function
  public.private_link_json(uuid),
  public.require_admin(),
  public.write_private_link_videos(uuid, uuid[]),
  public.check_link_password(text),
  public.list_private_links(),
  public.create_private_link(text, uuid[], text, text, date),
  public.update_private_link(uuid, text, uuid[], text, text, text, date),
  public.set_private_link_disabled(uuid, boolean),
  public.delete_private_link(uuid),
  public.open_private_link(text, text, boolean)
from public, anon, authenticated;

grant execute on function
  public.list_private_links(),
  public.create_private_link(text, uuid[], text, text, date),
  public.update_private_link(uuid, text, uuid[], text, text, text, date),
  public.set_private_link_disabled(uuid, boolean),
  public.delete_private_link(uuid)
to authenticated;

grant execute on function public.open_private_link(text, text, boolean) to service_role;

-- Files of hidden direct videos: a private bucket (no public URL; no anon policy). The adapter
-- moves a file here when its video is hidden and back when shown; the Edge Function signs
-- short-lived addresses for a link's visitors. Same limits and types as the videos bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'private-videos', 'private-videos', false, 52428800,
  array['video/mp4', 'video/webm', 'video/quicktime']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A move between buckets reads the source and writes the destination as the administrator.
create policy "admin reads private video objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'private-videos' and (select public.is_admin()));

create policy "admin writes private video objects" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'private-videos' and (select public.is_admin()));

create policy "admin moves private video objects" on storage.objects
  for update to authenticated
  using (bucket_id in ('videos', 'private-videos') and (select public.is_admin()))
  with check (bucket_id in ('videos', 'private-videos') and (select public.is_admin()));

create policy "admin removes private video objects" on storage.objects
  for delete to authenticated
  using (bucket_id = 'private-videos' and (select public.is_admin()));
