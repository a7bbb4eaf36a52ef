// The shape check for a video list read from the network, shared by both adapters' public
// sources. Hand-written rather than zod: it ships in the landing bundle, which must stay small.
import type { Video } from './video.ts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || value === undefined || isText(value);

export function isVideo(value: unknown): value is Video {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.id) &&
    isText(v.title) &&
    isText(v.url) &&
    isText(v.video_type) &&
    isTextOrNull(v.description) &&
    isTextOrNull(v.thumbnail_url) &&
    isTextOrNull(v.layout) &&
    (v.order_position === null ||
      v.order_position === undefined ||
      typeof v.order_position === 'number') &&
    (v.keep_small_format === undefined || typeof v.keep_small_format === 'boolean') &&
    (v.visible === undefined || typeof v.visible === 'boolean') &&
    (v.aspect_ratio === undefined || isText(v.aspect_ratio)) &&
    (v.fill_frame === undefined || typeof v.fill_frame === 'boolean')
  );
}

/** Absent optional fields as the Video type spells them (null, false). */
export function normaliseVideo(v: Video): Video {
  return {
    ...v,
    description: v.description ?? null,
    thumbnail_url: v.thumbnail_url ?? null,
    order_position: v.order_position ?? null,
    layout: v.layout ?? null,
    keep_small_format: v.keep_small_format ?? false,
    // A list from before visibility existed held only published videos.
    visible: v.visible ?? true,
  };
}
