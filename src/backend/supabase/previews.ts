// Supabase mode has no server to make a film's preview copy (docs/video-previews.md): the
// admin's browser makes it and stores it here, in the `previews` bucket beside the original's
// name (a hidden film's in `private-previews`). The bucket's limits (3 MB, video/mp4 and
// image/jpeg) and its admin-only policies are what checks it: a copy's name must be a stored
// film's, private ones a hidden film's (supabase/migrations/20261126100000_video_previews.sql,
// 20261127100000_preview_start_and_object_rules.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import { deploymentMaker } from '../../lib/derived/kinds.ts';
import type { Video, VideoInput } from '../../lib/video.ts';
import { MAX_PREVIEW_BYTES, previewName, previewPosterName } from '../../lib/video-preview.ts';
import { BackendError } from '../port.ts';
import type { PreviewStatus, PreviewsPort } from '../ports/previews.ts';
import { fromPostgrest, fromStatus } from './errors.ts';
import {
  CACHE_CONTROL_SECONDS,
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  PRIVATE_PREVIEW_BUCKET,
  publicObjectUrl,
  VIDEO_BUCKET,
} from './storage.ts';

type Row = Pick<Video, 'id' | 'url' | 'visible' | 'thumbnail_url'>;

/** Début de l'aperçu, as the form sent it, for the row's columns (absent: the row keeps its own). */
export function previewColumnsOf(values: VideoInput): { preview_start?: number } {
  return values.preview_start === undefined ? {} : { preview_start: values.preview_start };
}

/**
 * The dashboard's word on a stored film's copy (Aperçu manquant and Créer l'aperçu): ready once
 * the row names it, missing otherwise. Embeds have none. Read on the stored addresses, before a
 * hidden film's are signed.
 */
export function withPreviewState<T extends Video>(row: T, baseUrl: string): T {
  if (!objectNameFromPublicUrl(row.url, baseUrl, VIDEO_BUCKET)) return row;
  return { ...row, preview_state: row.preview_url ? 'ready' : 'missing' };
}

/** No server here: the admin's browser is the maker (src/lib/derived/kinds.ts). */
const MAKER = deploymentMaker('preview', 'supabase') ?? 'browser';

export function createSupabasePreviews(client: SupabaseClient, baseUrl: string): PreviewsPort {
  async function put(
    bucket: string,
    name: string,
    body: Blob,
    contentType: string,
  ): Promise<string> {
    const { error } = await client.storage.from(bucket).upload(name, body, {
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
  async function sendPreview(id: string, copy: Blob, poster?: Blob | null): Promise<void> {
    if (copy.size > MAX_PREVIEW_BYTES) {
      throw new BackendError('payload_too_large', 413, `preview is ${copy.size} bytes`);
    }
    const read = await client.from('videos').select('id, url, visible').eq('id', id).single();
    if (read.error) throw fromPostgrest(read.error, read.status);
    const row = read.data as Row;
    const original = objectNameFromPublicUrl(row.url, baseUrl, VIDEO_BUCKET);
    if (!original) throw new BackendError('not_found', 404, `video ${id} has no stored film`);
    // A hidden film's copy goes straight to the private bucket: never a public moment. The row
    // keeps the public-bucket address, as for the film itself (hidden-files.ts).
    const bucket = row.visible === false ? PRIVATE_PREVIEW_BUCKET : PREVIEW_BUCKET;
    const preview_url = await put(bucket, previewName(original), copy, 'video/mp4');
    const preview_poster_url = poster
      ? await put(bucket, previewPosterName(original), poster, 'image/jpeg')
      : null;
    // Only while the row still names this film: a replaced one has forgotten its copy.
    const updated = await client
      .from('videos')
      .update({ preview_url, preview_poster_url })
      .eq('id', id)
      .eq('url', row.url)
      .select('id');
    if (updated.error) throw fromPostgrest(updated.error, updated.status);
  }

  /** Ready once the row names a copy, missing otherwise: the browser makes it at once or never. */
  async function previewStatus(id: string): Promise<PreviewStatus> {
    const read = await client.from('videos').select('id, url, preview_url').eq('id', id).single();
    if (read.error) throw fromPostgrest(read.error, read.status);
    const row = read.data as Pick<Video, 'url' | 'preview_url'>;
    if (!objectNameFromPublicUrl(row.url, baseUrl, VIDEO_BUCKET)) {
      throw new BackendError('not_found', 404, `video ${id} has no stored film`);
    }
    return { state: row.preview_url ? 'ready' : 'missing', progress: null, maker: MAKER };
  }

  return {
    previewStatus,
    requestPreview: async (id) => {
      throw new BackendError('bad_request', 400, `the browser makes ${id}'s copy here`);
    },
    sendPreview,
  };
}

/**
 * A film whose file is replaced forgets its copy (the trigger of 20261126100000 clears the row's
 * addresses); this removes the copy's objects too, from both buckets, so its old address stops
 * answering. `before` is read ahead of the update, `after` is the updated row.
 */
export function createReplacedCopyRemover(client: SupabaseClient, baseUrl: string) {
  type Before = Pick<Video, 'url' | 'preview_url' | 'preview_poster_url'> | null;
  return {
    async before(id: string): Promise<Before> {
      const read = await client
        .from('videos')
        .select('url, preview_url, preview_poster_url')
        .eq('id', id)
        .maybeSingle();
      return (read.data as Before) ?? null;
    },
    async after(before: Before, after: Pick<Video, 'url'>): Promise<void> {
      if (!before || before.url === after.url) return;
      const names = [before.preview_url, before.preview_poster_url].flatMap((url) => {
        const name = url ? objectNameFromPublicUrl(url, baseUrl, PREVIEW_BUCKET) : null;
        return name ? [name] : [];
      });
      if (names.length === 0) return;
      for (const bucket of [PREVIEW_BUCKET, PRIVATE_PREVIEW_BUCKET]) {
        const { error } = await client.storage.from(bucket).remove(names);
        // The row already forgot them: a leftover costs storage, not privacy of another film.
        if (error) console.warn(`could not remove replaced copies from ${bucket}`, error);
      }
    },
  };
}
