// schema.org VideoObject of a film page, with its credits: pure, so every field is tested.

import { pressOf } from './press.ts';
import type { Video } from './video.ts';
import { embedUrlFor, parseYouTubeId, playerKind } from './video-url.ts';
import { youTubeThumbnail } from './youtube-thumbnail.ts';

export interface Owner {
  name: string;
  title: string;
  /** The site's address; empty until the owner sets it, then addresses stay as stored. */
  url: string;
}

const absolute = (address: string, base: string) => (base ? new URL(address, base).href : address);

/** The image a film is shown with: its own, YouTube's, else the placeholder. */
export function filmImage(video: Video): string {
  if (video.thumbnail_url) return video.thumbnail_url;
  const id = playerKind(video.video_type) === 'youtube' ? parseYouTubeId(video.url) : null;
  return id ? youTubeThumbnail(id) : '/placeholder.svg';
}

export function filmVideoObject(
  video: Video,
  owner: Owner,
  pageUrl: string | null,
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
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(video.year ? { dateCreated: String(video.year) } : {}),
    ...(video.director ? { director: { '@type': 'Person', name: video.director } } : {}),
    ...(video.production
      ? { productionCompany: { '@type': 'Organization', name: video.production } }
      : {}),
    ...reviewsOf(video),
    contributor: {
      '@type': 'Role',
      roleName: video.role || owner.title,
      contributor: {
        '@type': 'Person',
        name: owner.name,
        ...(owner.url ? { url: owner.url } : {}),
      },
    },
  };
}

/**
 * Press quotes as schema.org `review` (a CreativeWork's reviews): the quote is the review's body,
 * the publication its author, the article its address. No rating: a quote gives none.
 */
function reviewsOf(video: Video): { review?: Record<string, unknown>[] } {
  const press = pressOf(video.press);
  if (press.length === 0) return {};
  return {
    review: press.map((quote) => ({
      '@type': 'Review',
      reviewBody: quote.quote,
      author: { '@type': 'Organization', name: quote.source },
      ...(quote.url ? { url: quote.url } : {}),
    })),
  };
}
