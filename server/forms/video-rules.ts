import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { creditsOf } from '../../src/lib/credits.ts';
import { IMAGE_MEDIA_NAME, mediaNameOf, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import type { VideoInput } from '../../src/lib/video.ts';
import { unplayableAddress } from '../../src/lib/video-url.ts';
import { isVimeoThumbnailAddress } from '../../src/lib/vimeo-thumbnail.ts';
import { isYouTubeThumbnailAddress } from '../../src/lib/youtube-thumbnail.ts';
import type { VideoFields } from '../store/videos.ts';

/** True when the address is /media/<name> of a stored file of the expected kind. */
function isStoredMedia(url: string, kind: RegExp, mediaDir: string): boolean {
  const name = mediaNameOf(url);
  return name !== null && kind.test(name) && existsSync(join(mediaDir, name));
}

/**
 * Rules beyond the schema: the address must be playable for its type, and a direct file or a
 * thumbnail must be one this server stored. Returns field -> code, or the fields to store.
 */
export function checkVideo(
  input: VideoInput,
  mediaDir: string,
): { ok: true; fields: VideoFields } | { ok: false; fields: Record<string, string> } {
  const problems: Record<string, string> = {};
  const unplayable = unplayableAddress(input.video_type, input.url);
  if (unplayable) problems.url = unplayable;
  if (input.video_type === 'direct' && !isStoredMedia(input.url, VIDEO_MEDIA_NAME, mediaDir)) {
    problems.url = 'direct_invalid';
  }
  const thumbnail = input.thumbnail_url || null;
  if (
    thumbnail !== null &&
    !isYouTubeThumbnailAddress(thumbnail) &&
    !isVimeoThumbnailAddress(thumbnail) &&
    !isStoredMedia(thumbnail, IMAGE_MEDIA_NAME, mediaDir)
  ) {
    problems.thumbnail_url = 'thumbnail_invalid';
  }
  if (Object.keys(problems).length) return { ok: false, fields: problems };
  return {
    ok: true,
    fields: {
      title: input.title,
      description: input.description || null,
      url: input.url,
      video_type: input.video_type,
      thumbnail_url: thumbnail,
      slug: input.slug || null,
      preview_start: input.preview_start,
      press: input.press,
      aspect_ratio: input.aspect_ratio,
      fill_frame: input.fill_frame,
      source_width: input.source_width,
      source_height: input.source_height,
      ...creditsOf(input),
      ...(input.en === undefined ? {} : { en: input.en }),
    },
  };
}
