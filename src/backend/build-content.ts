import type { SlugRedirect } from '../lib/film-page.ts';
import { emptySettings, type SiteSettings } from '../lib/site-settings.ts';
import type { Video } from '../lib/video.ts';
import { createBuildContentSource, createBuildSettingsSource } from './create.ts';

/**
 * The video list baked into the public page at build time, or null when it cannot be read (the
 * page then shows its error state and the island revalidates in the browser).
 */
export async function loadBuildVideos(): Promise<Video[] | null> {
  try {
    return await (await createBuildContentSource()).listVideos();
  } catch (error) {
    console.error(`FilmFolio: could not read videos for the build: ${String(error)}`);
    return null;
  }
}

let settings: Promise<SiteSettings> | undefined;

/**
 * The site settings every page of one build shows, read once per build. When they cannot be read
 * the pages still build with the empty settings (brand and default title), and the error is logged.
 */
export function loadBuildSettings(): Promise<SiteSettings> {
  settings ??= createBuildSettingsSource()
    .then((source) => source.getSettings())
    .catch((error: unknown) => {
      console.error(`FilmFolio: could not read the site settings for the build: ${String(error)}`);
      return emptySettings();
    });
  return settings;
}

/** Old film addresses for the redirect pages; none when the source cannot tell. */
export async function loadBuildRedirects(): Promise<SlugRedirect[]> {
  try {
    const source = await createBuildContentSource();
    return (await source.listSlugRedirects?.()) ?? [];
  } catch (error) {
    console.error(`FilmFolio: could not read old film addresses: ${String(error)}`);
    return [];
  }
}
