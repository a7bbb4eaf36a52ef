import type { SlugRedirect } from '../lib/film-page.ts';
import type { Video } from '../lib/video.ts';
import { createBuildContentSource } from './create.ts';

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
