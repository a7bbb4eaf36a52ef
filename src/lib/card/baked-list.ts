// The video list a page bakes beside its cards for the cards' script (scripts/baked-grid.ts):
// only the fields the script, the revalidation's comparison and the player dialog read. The
// credits and the bookkeeping columns stay out: the landing page's HTML and CSS must fit in
// TCP's first round trip (docs/landing-performance.md), and the film pages carry the credits.
import { filmRatio, isTileRatio } from '../aspect.ts';
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

/**
 * The film's shape (src/lib/aspect.ts), for its card and its dialog: baked only when it is not
 * the default 16:9 filled tile, which most films are, so those cost the page nothing.
 */
const SHAPE_FIELDS = ['aspect_ratio', 'source_width', 'source_height', 'fill_frame'] as const;

export type BakedVideo = Pick<Video, (typeof BAKED_FIELDS)[number]> &
  Partial<Pick<Video, (typeof SHAPE_FIELDS)[number]>>;

const isDefaultShape = (video: Video): boolean =>
  !video.fill_frame && (video.aspect_ratio ?? 'auto') === 'auto' && isTileRatio(filmRatio(video));

export function bakedList(videos: readonly Video[] | null): BakedVideo[] | null {
  if (!videos) return null;
  return videos.map((video) => {
    const baked: Partial<Record<keyof Video, unknown>> = {};
    for (const field of BAKED_FIELDS) {
      if (video[field] !== undefined) baked[field] = video[field];
    }
    if (!isDefaultShape(video)) {
      for (const field of SHAPE_FIELDS) {
        if (video[field] !== undefined && video[field] !== null) baked[field] = video[field];
      }
    }
    return baked as BakedVideo;
  });
}
