// The files of hidden videos in Supabase mode (docs/supabase.md, section 11): a hidden video's
// upload and poster sit in the private buckets under the same names, moved there when it is
// hidden and back when shown; its row keeps the public-bucket addresses. The administrator sees
// them through short-lived signed addresses (Storage signs for a caller its policies let read
// the object: the admin, 20261123150400_private_thumbnails.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Video } from '../../lib/video.ts';
import { BackendError } from '../port.ts';
import {
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  PRIVATE_BUCKET_OF,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from './storage.ts';

/** An hour: a dashboard left open longer shows the previews again after a reload. */
const PREVIEW_SECONDS = 3600;

type Field = 'url' | 'thumbnail_url' | 'preview_url' | 'preview_poster_url';
const FILES: ReadonlyArray<[Field, string]> = [
  ['url', VIDEO_BUCKET],
  ['thumbnail_url', THUMBNAIL_BUCKET],
  // A film's preview copy is as private as the film (docs/video-previews.md).
  ['preview_url', PREVIEW_BUCKET],
  ['preview_poster_url', PREVIEW_BUCKET],
];

export function createHiddenFiles(client: SupabaseClient, baseUrl: string) {
  /** The stored files of a row: field, public bucket, object name. */
  const filesOf = (video: Partial<Pick<Video, Field>>) =>
    FILES.flatMap(([field, bucket]) => {
      const url = video[field];
      const name = url ? objectNameFromPublicUrl(url, baseUrl, bucket) : null;
      return name ? [{ field, bucket, name }] : [];
    });

  return {
    /**
     * Each stored file follows the visibility: the public bucket while shown, the private one
     * while hidden. A file already where it belongs (not found at the source) is left alone.
     */
    async move(video: Partial<Pick<Video, Field>>, visible: boolean): Promise<void> {
      for (const { bucket, name } of filesOf(video)) {
        const hidden = PRIVATE_BUCKET_OF[bucket] ?? bucket;
        const [from, to] = visible ? [hidden, bucket] : [bucket, hidden];
        const { error } = await client.storage
          .from(from)
          .move(name, name, { destinationBucket: to });
        if (error && !/not.?found/i.test(error.message)) {
          throw new BackendError(
            'internal',
            500,
            `could not move ${name} to ${to}: ${error.message}`,
          );
        }
      }
    },

    /** Removes a deleted row's files from the private buckets (the public ones are done apart). */
    async removePrivate(video: Partial<Pick<Video, Field>>): Promise<void> {
      for (const { bucket, name } of filesOf(video)) {
        const { error } = await client.storage
          .from(PRIVATE_BUCKET_OF[bucket] ?? bucket)
          .remove([name]);
        if (error) console.warn(`could not remove private ${name}`, error);
      }
    },

    /**
     * The rows as the admin shows them: a hidden video's files at signed addresses (its public
     * ones answer 404 while hidden). Saving maps them back (storage.ts, storedAddress). A
     * signing failure leaves the stored address: the list itself never fails for a preview.
     */
    async withPreviews<T extends Video>(rows: T[]): Promise<T[]> {
      const wanted = new Map<string, Set<string>>();
      for (const row of rows) {
        if (row.visible !== false) continue;
        for (const { bucket, name } of filesOf(row)) {
          const hidden = PRIVATE_BUCKET_OF[bucket] ?? bucket;
          wanted.set(hidden, (wanted.get(hidden) ?? new Set()).add(name));
        }
      }
      if (wanted.size === 0) return rows;
      const signed = new Map<string, string>();
      for (const [bucket, names] of wanted) {
        const { data, error } = await client.storage
          .from(bucket)
          .createSignedUrls([...names], PREVIEW_SECONDS);
        if (error) console.warn(`could not sign previews in ${bucket}`, error);
        for (const item of data ?? []) {
          if (item.path && item.signedUrl) signed.set(`${bucket}/${item.path}`, item.signedUrl);
        }
      }
      return rows.map((row) => {
        if (row.visible !== false) return row;
        const copy = { ...row };
        for (const { field, bucket, name } of filesOf(row)) {
          const url = signed.get(`${PRIVATE_BUCKET_OF[bucket] ?? bucket}/${name}`);
          if (url) copy[field] = url;
        }
        return copy;
      });
    },
  };
}

export type HiddenFiles = ReturnType<typeof createHiddenFiles>;
