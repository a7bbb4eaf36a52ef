import type { Video } from '../../lib/video.ts';
import { parseYouTubeId, playerKind } from '../../lib/video-url.ts';
import { youTubeThumbnail } from '../../lib/youtube-thumbnail.ts';

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
