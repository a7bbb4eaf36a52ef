import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { VideoInput } from '../../src/lib/video.ts';
import { parseVimeoId, parseYouTubeId } from '../../src/lib/video-url.ts';
import { mediaNameOf } from '../media/files.ts';
import type { VideoFields } from '../store/videos.ts';

const VIDEO_FILE = /\.(mp4|webm|mov)$/;
const IMAGE_FILE = /\.(jpg|jpeg|png|webp)$/;
const YOUTUBE_THUMBNAIL =
  /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/[a-z0-9_]+\.(jpg|webp)$/;

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
  if (input.video_type === 'youtube' && !parseYouTubeId(input.url))
    problems.url = 'youtube_invalid';
  if (input.video_type === 'vimeo' && !parseVimeoId(input.url)) problems.url = 'vimeo_invalid';
  if (input.video_type === 'direct' && !isStoredMedia(input.url, VIDEO_FILE, mediaDir)) {
    problems.url = 'direct_invalid';
  }
  const thumbnail = input.thumbnail_url || null;
  if (
    thumbnail !== null &&
    !YOUTUBE_THUMBNAIL.test(thumbnail) &&
    !isStoredMedia(thumbnail, IMAGE_FILE, mediaDir)
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
    },
  };
}
