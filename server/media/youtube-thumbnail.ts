// Pure rules for the local copy of YouTube (and Vimeo) thumbnails: what counts as a JPEG, and when an edit
// keeps the copy it already has. Which addresses are copied is src/lib/youtube-thumbnail.ts; the
// copying itself is thumbnail-copy.ts.

import { mediaNameOf } from '../../src/lib/media.ts';
import { parseVimeoId, parseYouTubeId } from '../../src/lib/video-url.ts';
import { parseYouTubeThumbnail } from '../../src/lib/youtube-thumbnail.ts';

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
  // A Vimeo edit without a thumbnail keeps the one found for the same video (no new lookup).
  if (before.video_type === 'vimeo' && incoming.video_type === 'vimeo' && wanted === null) {
    const id = parseVimeoId(before.url);
    return id !== null && parseVimeoId(incoming.url) === id ? stored : null;
  }
  if (before.video_type !== 'youtube' || incoming.video_type !== 'youtube') return wanted;
  if (mediaNameOf(stored) === null) return wanted;
  const id = parseYouTubeId(before.url);
  const same =
    id !== null && parseYouTubeId(incoming.url) === id && parseYouTubeThumbnail(wanted)?.id === id;
  return same ? stored : wanted;
}
