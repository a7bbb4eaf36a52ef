// The fake backend's videos: the local server's rules on the port's terms (the same codes and
// field keys, the stores' slug rule, credits), and uploads that report progress and honour abort.
import { BackendError, type UploadOptions } from '../../../../src/backend/port.ts';
import type { ContentSource } from '../../../../src/backend/ports/videos.ts';
import { creditsOf } from '../../../../src/lib/credits.ts';
import { compactEnglish, VIDEO_ENGLISH_FIELDS } from '../../../../src/lib/i18n/localize.ts';
import { IMAGE_EXTENSION_BY_TYPE, isImageMimeType } from '../../../../src/lib/media.ts';
import { firstFreeSlug, slugFromTitle } from '../../../../src/lib/slug.ts';
import type { Layout, Video, VideoInput } from '../../../../src/lib/video.ts';
import { checkVideoInput } from '../../../../src/lib/video-input.ts';
import type { FakeCall } from './call.ts';
import { dropCopy, filmFiles } from './previews.ts';

export interface VideosWorld {
  videos: Video[];
  nextId: number;
  /** Stored files by address: a film's copy leaves with it (previews.ts). */
  files: Map<string, Uint8Array>;
}

/** The local server's rules, on the port's terms: the same codes and field keys. */
function checkInput(input: VideoInput): VideoInput {
  const checked = checkVideoInput(input);
  if (checked.ok) return checked.value;
  throw new BackendError('validation', 400, 'invalid video', checked.fields);
}

/** The stores' slug rule (server/store/slugs.ts) and credits, over the fake's own rows. */
function filmFieldsIn(videos: Video[]) {
  return (id: string, values: VideoInput, current: string | null) => {
    const owner = (slug: string) => videos.find((v) => v.slug === slug)?.id;
    let slug: string;
    if (values.slug) {
      const taken = owner(values.slug);
      if (taken !== undefined && taken !== id) {
        throw new BackendError('validation', 400, 'slug taken', { slug: 'slug_taken' });
      }
      slug = values.slug;
    } else {
      slug = current ?? firstFreeSlug(slugFromTitle(values.title), (s) => owner(s) !== undefined);
    }
    return { slug, ...creditsOf(values) };
  };
}

/** The stores' frame rule (src/lib/aspect.ts): absent keeps, a new file forgets the old size. */
function frameOf(values: VideoInput, before: Video | null) {
  const measured = values.source_width && values.source_height;
  const kept = before !== null && before.url === values.url;
  return {
    aspect_ratio: values.aspect_ratio ?? before?.aspect_ratio ?? 'auto',
    fill_frame: values.fill_frame ?? before?.fill_frame ?? false,
    source_width: measured
      ? (values.source_width ?? null)
      : kept
        ? (before.source_width ?? null)
        : null,
    source_height: measured
      ? (values.source_height ?? null)
      : kept
        ? (before.source_height ?? null)
        : null,
  };
}

/** What the public page reads: visible videos only, in order. */
export function fakePublicContent(world: VideosWorld): ContentSource {
  return {
    listVideos: async () =>
      world.videos
        .filter((v) => v.visible !== false)
        .sort((a, b) => (a.order_position ?? 0) - (b.order_position ?? 0))
        .map((v) => ({ ...v })),
  };
}

export function fakeVideoMethods(world: VideosWorld, call: FakeCall, write: FakeCall) {
  const filmFields = (id: string, values: VideoInput, current: string | null) =>
    filmFieldsIn(world.videos)(id, values, current);
  const newId = () => String(world.nextId++);
  const find = (id: string) => {
    const found = world.videos.find((v) => v.id === id);
    if (!found) throw new BackendError('not_found', 404, `no video ${id}`);
    return found;
  };

  return {
    listVideos: () => call('listVideos', [], () => world.videos.map((v) => ({ ...v }))),
    createVideo: (input: VideoInput) =>
      write('createVideo', [input], () => {
        const values = checkInput(input);
        const id = newId();
        const created: Video = {
          ...filmFields(id, values, null),
          ...frameOf(values, null),
          id,
          title: values.title,
          description: values.description ?? null,
          url: values.url,
          video_type: values.video_type,
          thumbnail_url: values.thumbnail_url ?? null,
          order_position: world.videos.length,
          layout: 'normal',
          keep_small_format: false,
          visible: true,
          press: values.press ?? [],
          en: compactEnglish(values.en, VIDEO_ENGLISH_FIELDS),
        };
        world.videos.push(created);
        return { ...created };
      }),
    updateVideo: (id: string, input: VideoInput) =>
      write('updateVideo', [id, input], () => {
        const values = checkInput(input);
        const film = filmFields(id, values, find(id).slug ?? null);
        // A new file makes the old copy wrong: it goes, as on the real backends.
        if (values.url !== find(id).url) dropCopy(world, find(id));
        const frame = frameOf(values, find(id));
        return {
          ...Object.assign(find(id), {
            ...values,
            description: values.description || null,
            thumbnail_url: values.thumbnail_url ?? null,
            ...film,
            ...frame,
            en:
              values.en === undefined
                ? (find(id).en ?? null)
                : compactEnglish(values.en, VIDEO_ENGLISH_FIELDS),
          }),
        };
      }),
    deleteVideo: (id: string) =>
      write('deleteVideo', [id], () => {
        for (const url of filmFiles(find(id))) world.files.delete(url);
        world.videos = world.videos.filter((v) => v.id !== id);
      }),
    reorderVideos: (ids: string[]) =>
      write('reorderVideos', [ids], () => {
        const current = new Set(world.videos.map((v) => v.id));
        const exact =
          ids.length === current.size &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.has(id));
        if (!exact) throw new BackendError('validation', 400, 'ids', { ids: 'ids_mismatch' });
        world.videos = ids.map((id, i) => ({ ...find(id), order_position: i }));
      }),
    setLayout: (id: string, layout: Layout) =>
      write('setLayout', [id, layout], () => ({ ...Object.assign(find(id), { layout }) })),
    setKeepSmallFormat: (id: string, keep: boolean) =>
      write('setKeepSmallFormat', [id, keep], () => ({
        ...Object.assign(find(id), { keep_small_format: keep }),
      })),
    setVisible: (id: string, visible: boolean) =>
      write('setVisible', [id, visible], () => ({ ...Object.assign(find(id), { visible }) })),
    uploadVideo: (file: File, options?: UploadOptions) =>
      write('uploadVideo', [file, options], () => {
        // Like the real adapters: an aborted upload rejects.
        if (options?.signal?.aborted) throw new BackendError('aborted', 0, 'upload aborted');
        options?.onProgress?.(50);
        options?.onProgress?.(100);
        return { url: `/media/${file.name}` };
      }),
    uploadThumbnail: (image: Blob) =>
      write('uploadThumbnail', [image], () => {
        if (!isImageMimeType(image.type)) {
          throw new BackendError('unsupported_media_type', 415, `not an image: ${image.type}`);
        }
        return { url: `/media/poster-${newId()}.${IMAGE_EXTENSION_BY_TYPE[image.type]}` };
      }),
  };
}
