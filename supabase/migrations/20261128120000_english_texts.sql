-- The English site beside the French one (issue 32, docs/english-site.md): each film's and the
-- settings' English texts as one JSON object (only the fields written; null when none), with the
-- local store's limits (server/store/migrations/028-english.sql), and the language a contact
-- message came from (French for every older one). Every column is nullable or defaulted, so a
-- project of the previous version keeps every row; the administrator writes the texts through
-- the column grants below and anyone reads them as the rest of the row; a visitor's message
-- names its language, which only the administrator reads, as the rest of the message.
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

alter table public.contact_messages add column lang text not null default 'fr'
  constraint contact_messages_lang check (lang in ('fr', 'en'));
grant insert (lang) on table public.contact_messages to anon, authenticated;
