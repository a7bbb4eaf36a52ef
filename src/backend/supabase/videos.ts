// The videos on Supabase: PostgREST rows (row-level security decides who may write), files in
// Storage (the video, the poster), a hidden video's files in the private buckets (hidden-files.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { creditsOf } from '../../lib/credits.ts';
import { compactEnglish, VIDEO_ENGLISH_FIELDS } from '../../lib/i18n/localize.ts';
import { IMAGE_EXTENSION_BY_TYPE, isImageMimeType, MAX_IMAGE_BYTES } from '../../lib/media.ts';
import type { Video, VideoInput } from '../../lib/video.ts';
import { BackendError } from '../port.ts';
import type { VideosPort } from '../ports/videos.ts';
import { fromPostgrest, fromStatus } from './errors.ts';
import type { HiddenFiles } from './hidden-files.ts';
import { parseVideoInput } from './input.ts';
import { createReplacedCopyRemover, previewColumnsOf, withPreviewState } from './previews.ts';
import type { SupabasePublicConfig } from './rest.ts';
import {
  CACHE_CONTROL_SECONDS,
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  publicObjectUrl,
  storedAddress,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from './storage.ts';
import { take } from './take.ts';
import { uploadVideoResumable } from './upload.ts';
import { type OEmbedOptions, withVimeoThumbnail } from './vimeo-oembed.ts';

/** The row's columns for what the form sends; a null slug keeps (or makes) the film's slug. */
function columnsOf(values: VideoInput) {
  return {
    title: values.title,
    description: values.description || null,
    url: values.url,
    video_type: values.video_type,
    thumbnail_url: values.thumbnail_url ?? null,
    slug: values.slug || null,
    ...creditsOf(values),
    // Absent: an edit keeps the stored quotes, as the local server does.
    ...(values.press ? { press: values.press } : {}),
    ...previewColumnsOf(values),
    ...frameColumnsOf(values),
    // Absent English texts keep the stored ones (issue 32), as the local store does.
    ...(values.en === undefined ? {} : { en: compactEnglish(values.en, VIDEO_ENGLISH_FIELDS) }),
  };
}

/**
 * Format d'image, Remplir le cadre and the size the browser read (src/lib/aspect.ts): only what
 * the form sent, so an edit without them keeps the row's (the database forgets a replaced
 * file's size itself, 20261128110000_film_frames_accent.sql).
 */
function frameColumnsOf(values: VideoInput): Record<string, string | number | boolean> {
  const columns: Record<string, string | number | boolean> = {};
  if (values.aspect_ratio !== undefined) columns.aspect_ratio = values.aspect_ratio;
  if (values.fill_frame !== undefined) columns.fill_frame = values.fill_frame;
  if (values.source_width && values.source_height) {
    columns.source_width = values.source_width;
    columns.source_height = values.source_height;
  }
  return columns;
}

export function createSupabaseVideos(
  client: SupabaseClient,
  config: SupabasePublicConfig,
  hiddenFiles: HiddenFiles,
  oEmbed?: OEmbedOptions,
): VideosPort {
  const videos = () => client.from('videos');
  const replacedCopies = createReplacedCopyRemover(client, config.url);

  async function accessToken(): Promise<string> {
    const { data } = await client.auth.getSession();
    if (!data.session) throw new BackendError('unauthorized', 401, 'no session');
    return data.session.access_token;
  }

  async function removeOwnFile(url: string | null, bucket: string) {
    const name = url ? objectNameFromPublicUrl(url, config.url, bucket) : null;
    if (!name) return;
    const { error } = await client.storage.from(bucket).remove([name]);
    // The row is already gone; a leftover file costs storage, not correctness.
    if (error) console.warn(`could not remove ${bucket}/${name}`, error);
  }

  /** What the form sends back for a hidden video names its preview's signed addresses. */
  const stored = (input: VideoInput): VideoInput => ({
    ...input,
    url: storedAddress(input.url, config.url),
    thumbnail_url: input.thumbnail_url ? storedAddress(input.thumbnail_url, config.url) : null,
  });

  const patch = async (id: string, values: Record<string, unknown>) => {
    const [video] = await hiddenFiles.withPreviews([
      take<Video>(await videos().update(values).eq('id', id).select().single()),
    ]);
    return video as Video;
  };

  return {
    // Row-level security gives the administrator hidden rows too, and anon only visible ones.
    async listVideos() {
      const rows = take<Video[]>(
        await videos().select('*').order('order_position', { ascending: true }),
      );
      return hiddenFiles.withPreviews(rows.map((row) => withPreviewState(row, config.url)));
    },

    async createVideo(input) {
      const values = await withVimeoThumbnail(parseVideoInput(input), oEmbed);
      // No order_position: the database puts the row after the last one, under a lock
      // (supabase/migrations/20261123130000_video_position_at_end.sql).
      // A blank slug is made from the title by the database, numbered when taken
      // (supabase/migrations/20261123140400_video_credits.sql).
      const row = { ...columnsOf(values), layout: 'normal' };
      return take<Video>(await videos().insert(row).select().single());
    },

    async updateVideo(id, input) {
      const values = columnsOf(await withVimeoThumbnail(parseVideoInput(stored(input)), oEmbed));
      const before = await replacedCopies.before(id);
      const row = take<Video>(await videos().update(values).eq('id', id).select().single());
      await replacedCopies.after(before, row);
      // A new file or poster given to a hidden video goes where its other files are.
      if (row.visible === false) await hiddenFiles.move(row, false);
      const [shown] = await hiddenFiles.withPreviews([row]);
      return shown as Video;
    },

    async deleteVideo(id) {
      const deleted = take<
        Pick<Video, 'url' | 'thumbnail_url' | 'preview_url' | 'preview_poster_url'>[]
      >(
        await videos()
          .delete()
          .eq('id', id)
          .select('url, thumbnail_url, preview_url, preview_poster_url'),
      );
      const [row] = deleted;
      if (!row) throw new BackendError('not_found', 404, `no video ${id}`);
      await removeOwnFile(row.url, VIDEO_BUCKET);
      await removeOwnFile(row.thumbnail_url, THUMBNAIL_BUCKET);
      for (const url of [row.preview_url, row.preview_poster_url]) {
        await removeOwnFile(url ?? null, PREVIEW_BUCKET);
      }
      // A hidden video's files sit in the private buckets under the same names.
      await hiddenFiles.removePrivate(row);
    },

    async reorderVideos(ids) {
      const { error, status } = await client.rpc('reorder_videos', { ids });
      if (error) throw fromPostgrest(error, status);
    },

    setLayout: (id, layout) => patch(id, { layout }),
    setKeepSmallFormat: (id, keepSmallFormat) => patch(id, { keep_small_format: keepSmallFormat }),
    async setVisible(id, visible) {
      const row = take<Video>(await videos().update({ visible }).eq('id', id).select().single());
      await hiddenFiles.move(row, visible);
      const [video] = await hiddenFiles.withPreviews([row]);
      return video as Video;
    },

    async uploadVideo(file, options) {
      return uploadVideoResumable(config.url, await accessToken(), file, options);
    },

    async uploadThumbnail(image) {
      if (!isImageMimeType(image.type))
        throw new BackendError('unsupported_media_type', 415, `not an image: ${image.type}`);
      if (image.size > MAX_IMAGE_BYTES) {
        throw new BackendError('payload_too_large', 413, `thumbnail is ${image.size} bytes`);
      }
      const name = `${crypto.randomUUID()}.${IMAGE_EXTENSION_BY_TYPE[image.type]}`;
      const { error } = await client.storage.from(THUMBNAIL_BUCKET).upload(name, image, {
        contentType: image.type,
        cacheControl: CACHE_CONTROL_SECONDS,
        upsert: false,
      });
      if (error) {
        const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
        throw fromStatus(status, error.message);
      }
      return { url: publicObjectUrl(config.url, THUMBNAIL_BUCKET, name) };
    },
  };
}
