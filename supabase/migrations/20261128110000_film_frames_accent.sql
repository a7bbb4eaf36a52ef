-- Every film in its own frame and the owner's accent colour, Supabase side (the local server's
-- server/store/migrations/026-film-frames-accent.sql; rules in src/lib/aspect.ts and
-- src/lib/accent-colour.ts).
-- aspect_ratio: Format d'image ('auto': the measured size, else 16:9); source_width and
-- source_height: the film's displayed size as the admin's browser read it (no ffprobe here) or
-- Vimeo's oEmbed gave it; fill_frame: Remplir le cadre.
alter table public.videos
  add column if not exists aspect_ratio text not null default 'auto'
    check (aspect_ratio in ('auto', '16:9', '1.85:1', '2:1', '2.39:1', '4:3', '1:1', '9:16')),
  add column if not exists source_width integer
    check (source_width is null or (source_width > 0 and source_width <= 16384)),
  add column if not exists source_height integer
    check (source_height is null or (source_height > 0 and source_height <= 16384)),
  add column if not exists fill_frame boolean not null default false;

-- A replaced film's size is the old file's: forgotten unless the same update gives the new one.
create or replace function public.forget_stale_source_size() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.url is distinct from old.url
    and new.source_width is not distinct from old.source_width
    and new.source_height is not distinct from old.source_height then
    new.source_width := null;
    new.source_height := null;
  end if;
  return new;
end;
$$;

revoke execute on function public.forget_stale_source_size() from public, anon, authenticated;

drop trigger if exists videos_forget_stale_source_size on public.videos;
create trigger videos_forget_stale_source_size
  before update of url on public.videos
  for each row execute function public.forget_stale_source_size();

grant insert (aspect_ratio, source_width, source_height, fill_frame)
  on table public.videos to authenticated;
grant update (aspect_ratio, source_width, source_height, fill_frame)
  on table public.videos to authenticated;

-- The WCAG 2.2 contrast of a colour "#rrggbb" against the darker of the site's two backgrounds
-- (#0a0a0c, #141418), as src/lib/accent-colour.ts computes it: the row refuses a colour under
-- 4.5:1 whatever client writes it (PostgREST answers 400 to the check's violation).
create or replace function public.accent_contrast(hex text) returns double precision
language plpgsql
immutable
set search_path = ''
as $$
declare
  weights constant double precision[] := array[0.2126, 0.7152, 0.0722];
  colours constant text[] := array[hex, '#0a0a0c', '#141418'];
  luminance double precision[] := array[0, 0, 0];
  channel double precision;
  worst double precision := 21;
begin
  for c in 1..3 loop
    for i in 0..2 loop
      channel := ('x' || substr(colours[c], 2 + i * 2, 2))::bit(8)::integer / 255.0;
      channel := case
        when channel <= 0.04045 then channel / 12.92
        else power((channel + 0.055) / 1.055, 2.4)
      end;
      luminance[c] := luminance[c] + weights[i + 1] * channel;
    end loop;
  end loop;
  for c in 2..3 loop
    worst := least(
      worst,
      (greatest(luminance[1], luminance[c]) + 0.05) / (least(luminance[1], luminance[c]) + 0.05)
    );
  end loop;
  return worst;
end;
$$;

-- Used by the check below, so whoever writes the settings needs it (the administrator, the
-- export's service role); no one else calls it (tests/supabase/allow-list.test.ts).
revoke execute on function public.accent_contrast(text) from public, anon;
grant execute on function public.accent_contrast(text) to authenticated, service_role;

alter table public.site_settings
  add column if not exists accent_color text not null default ''
    check (
      case
        when accent_color = '' then true
        when accent_color ~ '^#[0-9a-fA-F]{6}$' then public.accent_contrast(accent_color) >= 4.5
        else false
      end
    );

grant update (accent_color) on public.site_settings to authenticated;
