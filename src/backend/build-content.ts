import type { SlugRedirect } from '../lib/film-page.ts';
import { localizeSettings } from '../lib/i18n/localize.ts';
import type { Lang } from '../lib/i18n/messages.ts';
import { emptySettings, type SiteSettings } from '../lib/site-settings.ts';
import type { Video } from '../lib/video.ts';
import { type BuildRead, buildReadFailure } from './build-failure.ts';
import { createBuildContentSource, createBuildSettingsSource } from './create.ts';
import { isSupabaseBackend as isSupabase } from './kind.ts';

// Supabase mode fails closed: a project that cannot be read (paused, unreachable, a wrong key)
// stops the build with one line, so the deploy publishes nothing and the last good site stays.
// An empty but readable project builds its empty states. The local build keeps its fallbacks:
// its snapshot is written by the same process just before (integrations/content-snapshot.ts).

function stopBuild(read: BuildRead, error: unknown): never {
  console.error(buildReadFailure(read, String(import.meta.env.PUBLIC_SUPABASE_URL ?? ''), error));
  process.exit(1);
}

/**
 * The video list baked into the public page at build time. Locally null when
 * it cannot be read (the page then shows its error state and the island revalidates in the
 * browser); in Supabase mode the build stops instead.
 */
export function loadBuildVideos(): Promise<Video[] | null> {
  return createBuildContentSource()
    .then((source) => source.listVideos())
    .catch((error: unknown) => {
      if (isSupabase()) stopBuild('videos', error);
      console.error(`FilmFolio: could not read videos for the build: ${String(error)}`);
      return null;
    });
}

let settings: Promise<SiteSettings> | undefined;

/**
 * The site settings every page of one build shows, read once per build. Locally, when they cannot
 * be read the pages still build with the empty settings (brand and default title), and the error
 * is logged; in Supabase mode the build stops.
 */
export function loadBuildSettings(): Promise<SiteSettings> {
  settings ??= createBuildSettingsSource()
    .then((source) => source.getSettings())
    .catch((error: unknown) => {
      if (isSupabase()) stopBuild('settings', error);
      console.error(`FilmFolio: could not read the site settings for the build: ${String(error)}`);
      return emptySettings();
    });
  return settings;
}

/** Old film addresses for the redirect pages; none locally when the source cannot tell. */
export function loadBuildRedirects(): Promise<SlugRedirect[]> {
  return createBuildContentSource()
    .then(async (source) => (await source.listSlugRedirects?.()) ?? [])
    .catch((error: unknown) => {
      if (isSupabase()) stopBuild('redirects', error);
      console.error(`FilmFolio: could not read old film addresses: ${String(error)}`);
      return [];
    });
}

/** The settings as a page in `lang` shows them: English texts with French fallbacks (issue 32). */
export async function loadPageSettings(lang: Lang): Promise<SiteSettings> {
  return localizeSettings(await loadBuildSettings(), lang);
}
