// A stored video for component and page tests: every field filled, the caller names the id.
import type { Video } from '../../../src/lib/video.ts';

export function makeVideo(overrides: Partial<Video> & { id: string }): Video {
  return {
    title: `Titre ${overrides.id}`,
    description: `Description ${overrides.id}`,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video_type: 'youtube',
    thumbnail_url: null,
    order_position: 0,
    layout: 'normal',
    keep_small_format: false,
    visible: true,
    ...overrides,
  };
}
