// Supabase mode has no server to make a film's preview copy (docs/video-previews.md): the
// admin's browser makes it and stores it here, in the `previews` bucket beside the original's
// name. The bucket's limits (3 MB, video/mp4 and image/jpeg) and its admin-only policies are
// what checks it (supabase/migrations/20261126100000_video_previews.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Video } from '../../lib/video.ts';
import { MAX_PREVIEW_BYTES, previewName, previewPosterName } from '../../lib/video-preview.ts';
import { BackendError } from '../port.ts';
import { fromPostgrest, fromStatus } from './errors.ts';
import {
  CACHE_CONTROL_SECONDS,
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  publicObjectUrl,
  VIDEO_BUCKET,
} from './storage.ts';

type Row = Pick<Video, 'id' | 'url' | 'visible' | 'thumbnail_url'>;

export function createPreviewCopies(
  client: SupabaseClient,
  baseUrl: string,
  hide: (row: Pick<Video, 'preview_url' | 'preview_poster_url'>) => Promise<void>,
) {
  async function put(name: string, body: Blob, contentType: string): Promise<string> {
    const { error } = await client.storage.from(PREVIEW_BUCKET).upload(name, body, {
      contentType,
      cacheControl: CACHE_CONTROL_SECONDS,
      upsert: true,
    });
    if (error) {
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
      throw fromStatus(status, error.message);
    }
    return publicObjectUrl(baseUrl, PREVIEW_BUCKET, name);
  }

  /** Stores the copy (and its poster frame) of a stored film, and names them on its row. */
  return async function sendPreview(id: string, copy: Blob, poster?: Blob | null): Promise<void> {
    if (copy.size > MAX_PREVIEW_BYTES) {
      throw new BackendError('payload_too_large', 413, `preview is ${copy.size} bytes`);
    }
    const read = await client.from('videos').select('id, url, visible').eq('id', id).single();
    if (read.error) throw fromPostgrest(read.error, read.status);
    const row = read.data as Row;
    const original = objectNameFromPublicUrl(row.url, baseUrl, VIDEO_BUCKET);
    if (!original) throw new BackendError('not_found', 404, `video ${id} has no stored film`);
    const preview_url = await put(previewName(original), copy, 'video/mp4');
    const preview_poster_url = poster
      ? await put(previewPosterName(original), poster, 'image/jpeg')
      : null;
    // Only while the row still names this film: a replaced one has forgotten its copy.
    const updated = await client
      .from('videos')
      .update({ preview_url, preview_poster_url })
      .eq('id', id)
      .eq('url', row.url)
      .select('id');
    if (updated.error) throw fromPostgrest(updated.error, updated.status);
    if (row.visible === false) await hide({ preview_url, preview_poster_url });
  };
}
