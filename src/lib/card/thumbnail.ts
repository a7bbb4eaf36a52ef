import { posterVariant } from '../image-variants.ts';
import type { Video } from '../video.ts';
import { parseYouTubeId, playerKind } from '../video-url.ts';
import { youTubeThumbnail } from '../youtube-thumbnail.ts';

export const PLACEHOLDER = '/placeholder.svg';

/** The stored thumbnail, else YouTube's own, else the placeholder. */
export function thumbnailOf(video: Pick<Video, 'thumbnail_url' | 'video_type' | 'url'>): string {
  if (video.thumbnail_url) return video.thumbnail_url;
  if (playerKind(video.video_type) === 'youtube') {
    const id = parseYouTubeId(video.url);
    if (id) return youTubeThumbnail(id);
  }
  return PLACEHOLDER;
}

/**
 * A card preview's poster: a card is drawn at most 1104 px wide, and the 960 px copy is what its
 * image loads on most screens, so the poster shares that download. The thumbnail otherwise.
 */
export function previewPoster(
  video: Pick<Video, 'thumbnail_url' | 'thumbnail_variants' | 'video_type' | 'url'>,
): string {
  const thumbnail = thumbnailOf(video);
  return thumbnail === video.thumbnail_url
    ? posterVariant(thumbnail, video.thumbnail_variants, 960)
    : thumbnail;
}

/** The player dialog's poster: drawn across the screen, so a copy up to 1600 px. */
export function dialogPoster(
  video: Pick<Video, 'thumbnail_url' | 'thumbnail_variants' | 'video_type' | 'url'>,
): string {
  const thumbnail = thumbnailOf(video);
  return thumbnail === video.thumbnail_url
    ? posterVariant(thumbnail, video.thumbnail_variants, 1600)
    : thumbnail;
}
