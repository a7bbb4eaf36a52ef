// schema.org VideoObject of a film page, with its credits: pure, so every field is tested.

import type { Video } from './video.ts';
import { embedUrlFor, parseYouTubeId, playerKind } from './video-url.ts';
import { youTubeThumbnail } from './youtube-thumbnail.ts';

export interface Owner {
  name: string;
  title: string;
  url: string;
}

const absolute = (address: string, base: string) => new URL(address, base).href;

/** The image a film is shown with: its own, YouTube's, else the placeholder. */
export function filmImage(video: Video): string {
  if (video.thumbnail_url) return video.thumbnail_url;
  const id = playerKind(video.video_type) === 'youtube' ? parseYouTubeId(video.url) : null;
  return id ? youTubeThumbnail(id) : '/placeholder.svg';
}

export function filmVideoObject(
  video: Video,
  owner: Owner,
  pageUrl: string,
): Record<string, unknown> {
  const embedUrl = embedUrlFor(video.video_type, video.url, { mode: 'dialog', autoplay: false });
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: absolute(filmImage(video), owner.url),
    ...(video.created_at ? { uploadDate: new Date(video.created_at).toISOString() } : {}),
    ...(embedUrl ? { embedUrl } : { contentUrl: absolute(video.url, owner.url) }),
    url: pageUrl,
    ...(video.year ? { dateCreated: String(video.year) } : {}),
    ...(video.director ? { director: { '@type': 'Person', name: video.director } } : {}),
    ...(video.production
      ? { productionCompany: { '@type': 'Organization', name: video.production } }
      : {}),
    contributor: {
      '@type': 'Role',
      roleName: video.role || owner.title,
      contributor: { '@type': 'Person', name: owner.name, url: owner.url },
    },
  };
}
