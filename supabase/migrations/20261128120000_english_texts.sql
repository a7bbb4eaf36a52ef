-- The English site beside the French one (issue 32, docs/english-site.md): each film's and the
-- settings' English texts as one JSON object (only the fields written; null when none), with the
-- local store's limits (server/store/migrations/028-english.sql). Both columns are nullable, so
-- a project of the previous version keeps every row; the administrator writes them through the
-- column grants below, and anyone reads them as the rest of the row.
alter table public.videos add column en jsonb
  constraint videos_en_shape check (
    en is null or (jsonb_typeof(en) = 'object' and pg_catalog.length(en::text) <= 8000)
  );
grant insert (en), update (en) on table public.videos to authenticated;

alter table public.site_settings add column en jsonb
  constraint site_settings_en_shape check (
    en is null or (jsonb_typeof(en) = 'object' and pg_catalog.length(en::text) <= 12000)
  );
grant update (en) on table public.site_settings to authenticated;
