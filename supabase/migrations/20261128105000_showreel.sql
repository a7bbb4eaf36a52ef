-- Bande démo and Début de la boucle (src/lib/showreel.ts, issue 30): the film that opens the
-- landing page ('' for none) and where its loop starts, with the local server's bounds
-- (server/store/migrations/022-showreel.sql). Not a foreign key: a deleted film leaves its id so
-- the admin can say why the hero went back to text. No hero copy is made here yet: the hero
-- shows the chosen film's poster.
alter table public.site_settings
  add column if not exists showreel_id text not null default ''
    check (char_length(showreel_id) <= 64),
  add column if not exists showreel_start real not null default 0
    check (showreel_start >= 0 and showreel_start <= 36000);

grant update (showreel_id, showreel_start) on public.site_settings to authenticated;
