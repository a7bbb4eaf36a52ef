// The video list a page bakes beside its cards for the cards' script (scripts/baked-grid.ts):
// only the fields the script, the revalidation's comparison and the player dialog read. The
// credits and the bookkeeping columns stay out: the landing page's HTML and CSS must fit in
// TCP's first round trip (docs/landing-performance.md), and the film pages carry the credits.
import type { Video } from '../video.ts';

const BAKED_FIELDS = [
  'id',
  'title',
  'description',
  'url',
  'video_type',
  'thumbnail_url',
  'thumbnail_variants',
  'preview_url',
  'preview_poster_url',
  'preview_state',
  'light_url',
  'layout',
  'keep_small_format',
  'slug',
  'category',
  // The card's laurel mark (src/lib/card/laurel-mark.ts).
  'awards',
] as const satisfies readonly (keyof Video)[];

export type BakedVideo = Pick<Video, (typeof BAKED_FIELDS)[number]>;

export function bakedList(videos: readonly Video[] | null): BakedVideo[] | null {
  if (!videos) return null;
  return videos.map((video) => {
    const baked: Partial<Record<keyof Video, unknown>> = {};
    for (const field of BAKED_FIELDS) {
      if (video[field] !== undefined) baked[field] = video[field];
    }
    return baked as BakedVideo;
  });
}
