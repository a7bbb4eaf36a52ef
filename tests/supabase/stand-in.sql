-- The minimum of what a Supabase project provides before our migrations run, as Supabase
-- documents it: the API roles, auth.users with auth.uid()/role()/jwt() reading the
-- request.jwt.claims setting that PostgREST and Storage set per request, the storage tables
-- with row-level security enabled, and the default privileges that make new public tables
-- fully granted to anon and authenticated (which our migrations must take back).
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Where Supabase installs extensions such as pgcrypto.
create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  raw_app_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Database webhooks, as Supabase makes them: the dashboard's "Create a new hook" adds an AFTER
-- ... FOR EACH ROW trigger calling supabase_functions.http_request(url, method, headers, params,
-- timeout_ms), which builds { type, table, schema, record, old_record } and queues the POST with
-- pg_net, sent by a background worker once the transaction commits. Here the request is queued
-- in a table and announced with NOTIFY (also delivered only on commit); the stand-in LISTENs and
-- sends it (tests/support/supabase-stand-in-webhooks.ts).
create schema supabase_functions;

create table supabase_functions.http_queue (
  id bigserial primary key,
  request jsonb not null
);

create function supabase_functions.http_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued bigint;
begin
  insert into supabase_functions.http_queue (request)
    values (pg_catalog.jsonb_build_object(
      'url', TG_ARGV[0],
      'method', TG_ARGV[1],
      'headers', coalesce(TG_ARGV[2], '{}')::jsonb,
      'timeout_ms', coalesce(TG_ARGV[4], '1000')::integer,
      'body', pg_catalog.jsonb_build_object(
        'old_record', case when TG_OP = 'INSERT' then null else pg_catalog.to_jsonb(OLD) end,
        'record', case when TG_OP = 'DELETE' then null else pg_catalog.to_jsonb(NEW) end,
        'type', TG_OP,
        'table', TG_TABLE_NAME,
        'schema', TG_TABLE_SCHEMA)))
    returning id into queued;
  perform pg_catalog.pg_notify('supabase_functions_http_request', queued::text);
  return null;
end;
$$;
