// schema.org data for search engines: the person and one VideoObject per video.
import type { Site } from '../../config/site.ts';
import type { Video } from '../../lib/video.ts';
import { embedUrlFor, parseYouTubeId, playerKind } from '../../lib/video-url.ts';
import { youTubeThumbnail } from '../../lib/youtube-thumbnail.ts';

const absolute = (address: string, base: string) => new URL(address, base).href;

function videoObject(video: Video, site: Site): Record<string, unknown> {
  const kind = playerKind(video.video_type);
  const youTubeId = kind === 'youtube' ? parseYouTubeId(video.url) : null;
  const thumbnail =
    video.thumbnail_url ?? (youTubeId ? youTubeThumbnail(youTubeId) : '/placeholder.svg');
  const embedUrl = embedUrlFor(video.video_type, video.url, { mode: 'dialog', autoplay: false });
  const player = embedUrl ? { embedUrl } : { contentUrl: absolute(video.url, site.url) };
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: absolute(thumbnail, site.url),
    ...(video.created_at ? { uploadDate: new Date(video.created_at).toISOString() } : {}),
    ...player,
  };
}

export function structuredData(site: Site, videos: readonly Video[]): Record<string, unknown> {
  const [locality = site.location, country] = site.location.split(',');
  const person = {
    '@type': 'Person',
    name: site.name,
    jobTitle: site.title,
    email: `mailto:${site.email}`,
    telephone: site.phone,
    url: site.url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality.trim(),
      addressCountry: (country ?? locality).trim(),
    },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [person, ...videos.map((video) => videoObject(video, site))],
  };
}

/**
 * JSON for a <script type="application/ld+json"> body. Titles are user content, so every `<`,
 * `>` and `&` is escaped: `</script>` can never close the element early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
