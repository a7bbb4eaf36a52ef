// Pure rules for the local copy of YouTube thumbnails: which addresses are copied, what counts as
// a JPEG, and when an edit keeps the copy it already has. The copying itself is thumbnail-copy.ts.
import { parseYouTubeId } from '../../src/lib/video-url.ts';
import { mediaNameOf } from './files.ts';

/** The one host copied from (the admin form derives this address from the video id). */
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

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

interface Row {
  url: string;
  video_type: string;
  thumbnail_url?: string | null | undefined;
}

/**
 * The thumbnail to store for an edit. The admin form always sends the i.ytimg.com address it
 * derives from the video id, so a YouTube video whose thumbnail is already a stored file keeps
 * that file while its id stays the same; a new id (or a thumbnail of another id) replaces it.
 */
export function thumbnailForEdit(before: Row, incoming: Row): string | null {
  const wanted = incoming.thumbnail_url ?? null;
  const stored = before.thumbnail_url ?? null;
  if (before.video_type !== 'youtube' || incoming.video_type !== 'youtube') return wanted;
  if (mediaNameOf(stored) === null) return wanted;
  const id = parseYouTubeId(before.url);
  const same =
    id !== null && parseYouTubeId(incoming.url) === id && parseYouTubeThumbnail(wanted)?.id === id;
  return same ? stored : wanted;
}
