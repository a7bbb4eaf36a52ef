// schema.org data for search engines: the person and one VideoObject per video.
import { displayTitle, type SiteSettings } from '../../lib/site-settings.ts';
import type { Video } from '../../lib/video.ts';
import { embedUrlFor, parseYouTubeId, playerKind } from '../../lib/video-url.ts';
import { youTubeThumbnail } from '../../lib/youtube-thumbnail.ts';

/** Absolute against the site's address when it is set; as given otherwise. */
const absolute = (address: string, base: string) => (base ? new URL(address, base).href : address);

function videoObject(video: Video, site: SiteSettings): Record<string, unknown> {
  const kind = playerKind(video.video_type);
  const youTubeId = kind === 'youtube' ? parseYouTubeId(video.url) : null;
  const thumbnail =
    video.thumbnail_url ?? (youTubeId ? youTubeThumbnail(youTubeId) : '/placeholder.svg');
  const embedUrl = embedUrlFor(video.video_type, video.url, { mode: 'dialog', autoplay: false });
  const player = embedUrl ? { embedUrl } : { contentUrl: absolute(video.url, site.site_url) };
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: absolute(thumbnail, site.site_url),
    ...(video.created_at ? { uploadDate: new Date(video.created_at).toISOString() } : {}),
    ...player,
  };
}

/** The person, with only what the owner filled in; none while the name is empty. */
function person(site: SiteSettings): Record<string, unknown> | null {
  if (!site.name) return null;
  const [locality = '', country] = site.location.split(',');
  const links = [site.vimeo_url, site.instagram_url, site.imdb_url, site.linkedin_url].filter(
    (link) => link !== '',
  );
  return {
    '@type': 'Person',
    name: site.name,
    jobTitle: displayTitle(site),
    ...(site.email ? { email: `mailto:${site.email}` } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.site_url ? { url: site.site_url } : {}),
    ...(site.photo ? { image: absolute(site.photo.url, site.site_url) } : {}),
    ...(links.length > 0 ? { sameAs: links } : {}),
    ...(site.location
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: locality.trim(),
            addressCountry: (country ?? locality).trim(),
          },
        }
      : {}),
  };
}

export function structuredData(
  site: SiteSettings,
  videos: readonly Video[],
): Record<string, unknown> {
  const who = person(site);
  return {
    '@context': 'https://schema.org',
    '@graph': [...(who ? [who] : []), ...videos.map((video) => videoObject(video, site))],
  };
}
