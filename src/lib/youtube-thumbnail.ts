// The i.ytimg.com thumbnail address: the one the admin form derives from a YouTube id, the
// ones the server accepts on a row, and the subset the local server copies into /media.

/** YouTube's thumbnail host (also allowed in the page's img-src). */
export const YTIMG_ORIGIN = 'https://i.ytimg.com';

/** The sizes YouTube publishes for every video; anything else under /vi/ is not copied. */
export const THUMBNAIL_NAMES = [
  'default',
  'mqdefault',
  'hqdefault',
  'sddefault',
  'maxresdefault',
] as const;
export type ThumbnailName = (typeof THUMBNAIL_NAMES)[number];

export interface YouTubeThumbnail {
  id: string;
  name: ThumbnailName;
}

// Matched on the raw string, not through URL parsing: a port, user info, query, fragment or
// percent-encoding makes it a different address, which stays remote.
const REMOTE = /^https:\/\/i\.ytimg\.com\/vi\/([A-Za-z0-9_-]{11})\/([a-z]+)\.jpg$/;

const isThumbnailName = (name: string): name is ThumbnailName =>
  (THUMBNAIL_NAMES as readonly string[]).includes(name);

/** The id and size of https://i.ytimg.com/vi/<id>/<name>.jpg, or null for any other address. */
export function parseYouTubeThumbnail(url: string | null | undefined): YouTubeThumbnail | null {
  const match = url ? REMOTE.exec(url) : null;
  const [, id, name] = match ?? [];
  return id && name && isThumbnailName(name) ? { id, name } : null;
}

/** Where the copy is fetched from: the fixed path on the origin (i.ytimg.com outside tests). */
export function thumbnailSource(origin: string, { id, name }: YouTubeThumbnail): string {
  return `${origin}/vi/${id}/${name}.jpg`;
}

/** The address the admin form stores for a YouTube video. */
export function youTubeThumbnail(id: string): string {
  return `${YTIMG_ORIGIN}/vi/${id}/hqdefault.jpg`;
}

// Wider than REMOTE: any size name and webp are accepted on a row, though only the published
// JPEG sizes are copied.
const ACCEPTED = /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/[a-z0-9_]+\.(jpg|webp)$/;

/** True for an i.ytimg.com thumbnail address a video row may keep as it is. */
export function isYouTubeThumbnailAddress(url: string): boolean {
  return ACCEPTED.test(url);
}
