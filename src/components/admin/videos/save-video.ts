import type { AdminBackend } from '../../../backend/port.ts';
import { CREDIT_TEXT_FIELDS, type Credits } from '../../../lib/credits.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { sortVideos } from '../../../lib/layout.ts';
import type { Video, VideoInput } from '../../../lib/video.ts';
import { parseVideoId } from '../../../lib/video-url.ts';
import { youTubeThumbnail } from '../../../lib/youtube-thumbnail.ts';
import { pushError } from '../../../stores/toasts.ts';
import { capturePosterFrame } from './poster-frame.ts';
import {
  parsePreviewStart,
  parseYear,
  pressInput,
  type VideoFormValues,
} from './video-form-rules.ts';

/** The typed credits as the backend stores them: trimmed, blank as null. */
function creditsInput(values: VideoFormValues): Credits {
  const year = parseYear(values.credits.year);
  const credits = { year: typeof year === 'number' ? year : null } as Credits;
  for (const field of CREDIT_TEXT_FIELDS) credits[field] = values.credits[field].trim() || null;
  return credits;
}

export interface SaveOptions {
  backend: AdminBackend;
  values: VideoFormValues;
  existing: Video | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  capturePoster?: (file: Blob) => Promise<Blob>;
}

async function posterUrl(
  backend: AdminBackend,
  file: File,
  capture: (file: Blob) => Promise<Blob>,
): Promise<string | null> {
  try {
    const { url } = await backend.uploadThumbnail(await capture(file));
    return url;
  } catch (error) {
    console.warn('poster frame not stored', error);
    return null;
  }
}

/** Uploads what needs uploading, then creates or updates the row. Values are already validated. */
export async function saveVideo({
  backend,
  values,
  existing,
  onProgress,
  signal,
  capturePoster = capturePosterFrame,
}: SaveOptions): Promise<Video> {
  const description = values.description.trim() || null;
  let url: string;
  let thumbnail: string | null;
  if (values.type === 'direct') {
    if (values.file) {
      const file = values.file;
      const [uploaded, poster] = await Promise.all([
        backend.uploadVideo(file, signal ? { onProgress, signal } : { onProgress }),
        posterUrl(backend, file, capturePoster),
      ]);
      url = uploaded.url;
      thumbnail = poster;
    } else {
      url = existing?.url ?? '';
      thumbnail = existing?.thumbnail_url ?? null;
    }
  } else {
    url = values.url.trim();
    const id = parseVideoId(values.type, url);
    thumbnail = values.type === 'youtube' && id ? youTubeThumbnail(id) : null;
    // A Vimeo thumbnail is found by the backend at the first save; the same video keeps it.
    const sameVimeo =
      values.type === 'vimeo' &&
      existing?.video_type === 'vimeo' &&
      id !== null &&
      parseVideoId('vimeo', existing.url) === id;
    if (sameVimeo) thumbnail = existing.thumbnail_url;
  }
  const input: VideoInput = {
    title: values.title.trim(),
    description,
    url,
    video_type: values.type,
    thumbnail_url: thumbnail,
    slug: values.slug.trim() || null,
    ...previewStartInput(values),
    ...frameInput(values),
    ...creditsInput(values),
    press: pressInput(values),
    // The backends keep only the English texts written (src/lib/i18n/localize.ts).
    ...(values.en ? { en: values.en } : {}),
  };
  if (existing) return backend.updateVideo(existing.id, input);
  const created = await backend.createVideo(input);
  return values.placeFirst ? placeFirst(backend, created) : created;
}

/**
 * Placer en tête de liste: the film is created where every backend puts a new one (at the end),
 * then the whole order is saved with it first, in the one call that reorders in a transaction.
 * Should that fail, the film stays saved at the end and the owner is told so: never a second
 * film from a second submit.
 */
async function placeFirst(backend: AdminBackend, created: Video): Promise<Video> {
  try {
    const others = sortVideos(await backend.listVideos()).filter((v) => v.id !== created.id);
    await backend.reorderVideos([created.id, ...others.map((v) => v.id)]);
    return { ...created, order_position: 0 };
  } catch (error) {
    console.error('place first failed', error);
    pushError(fr.toasts.errorTitle, fr.ownerSide.placeFirstFailed);
    return created;
  }
}

/** Format d'image, Remplir le cadre, and a new file's size as the browser read it. */
function frameInput(
  values: VideoFormValues,
): Pick<VideoInput, 'aspect_ratio' | 'fill_frame' | 'source_width' | 'source_height'> {
  const size = values.type === 'direct' && values.file ? values.fileSize : null;
  return {
    ...(values.aspect ? { aspect_ratio: values.aspect } : {}),
    ...(values.fillFrame === undefined ? {} : { fill_frame: values.fillFrame }),
    ...(size ? { source_width: size.width, source_height: size.height } : {}),
  };
}

/** An uploaded film's preview start (submitError has refused an invalid one); nothing otherwise. */
function previewStartInput(values: VideoFormValues): { preview_start?: number } {
  if (values.type !== 'direct' || values.previewStart === undefined) return {};
  const seconds = parsePreviewStart(values.previewStart);
  return seconds === 'invalid' ? {} : { preview_start: seconds };
}
