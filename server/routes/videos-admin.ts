import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { mediaNameOf } from '../../src/lib/media.ts';
import {
  keepSmallFormatSchema,
  layoutSchema,
  reorderSchema,
  type Video,
  videoInputSchema,
  visibleSchema,
} from '../../src/lib/video.ts';
import { checkVideo } from '../forms/video-rules.ts';
import { apiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { removeUnreferenced } from '../media/files.ts';
import { removeFiles } from '../media/still-variants.ts';
import { thumbnailForEdit } from '../media/youtube-thumbnail.ts';
import type { Store } from '../store/open.ts';
import { SlugTakenError } from '../store/slugs.ts';
import { ReorderMismatchError } from '../store/videos.ts';

/** PATCH carries one change: the layout, the small-format flag, or the visibility. */
const patchSchema = z.union([layoutSchema, keepSmallFormatSchema, visibleSchema]);
const ID = /^[A-Za-z0-9-]{1,64}$/;
const JSON_LIMIT = 64 * 1024;
// Every id of a long list, each up to 64 characters, with JSON punctuation.
const ORDER_LIMIT = 1024 * 1024;

export interface VideoAdminDeps {
  store: Store;
  /** Same-origin and session check, run before each route. */
  guard: MiddlewareHandler;
  /** Called after each committed change of the public content. */
  onContentChange: () => void;
  /** Called after a create or edit has committed (starts the YouTube thumbnail copy). */
  afterSave?: (video: Video) => void;
}

const filesOf = (video: { url: string; thumbnail_url: string | null }) => [
  mediaNameOf(video.url),
  mediaNameOf(video.thumbnail_url),
];

const SLUG_TAKEN = { slug: 'slug_taken' };

/** The write's result, or undefined when the requested slug is another film's. */
function slugChecked<T>(write: () => T): T | undefined {
  try {
    return write();
  } catch (error) {
    if (error instanceof SlugTakenError) return undefined;
    throw error;
  }
}

/**
 * GET /api/admin/videos, POST /api/videos, PUT /api/videos/order, PUT, PATCH, DELETE
 * /api/videos/:id.
 */
export function videoAdminRoutes({
  store,
  guard,
  onContentChange,
  afterSave = () => {},
}: VideoAdminDeps): Hono {
  const app = new Hono();
  const { videos, mediaDir } = store;
  const release = (names: Array<string | null>) =>
    removeUnreferenced(mediaDir, names, (name) => store.isReferencedMedia(name));

  // Hidden videos included: the public GET /api/videos leaves them out.
  app.get('/admin/videos', guard, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(videos.list());
  });

  app.post('/videos', guard, limitBody(JSON_LIMIT), async (c) => {
    const parsed = await parseJsonBody(c, videoInputSchema);
    if (!parsed.ok) return parsed.response;
    const checked = checkVideo(parsed.value, mediaDir);
    if (!checked.ok) return apiError(c, 'validation', { fields: checked.fields });
    const video = slugChecked(() => videos.create(checked.fields));
    if (!video) return apiError(c, 'validation', { fields: SLUG_TAKEN });
    onContentChange();
    afterSave(video);
    return c.json(video, 201);
  });

  // Before /videos/:id, which would otherwise take "order" for an id.
  app.put('/videos/order', guard, limitBody(ORDER_LIMIT), async (c) => {
    const parsed = await parseJsonBody(c, reorderSchema);
    if (!parsed.ok) return parsed.response;
    try {
      videos.reorder(parsed.value.ids);
    } catch (error) {
      if (error instanceof ReorderMismatchError) {
        return apiError(c, 'validation', {
          fields: { ids: 'ids_mismatch' },
          detail: error.message,
        });
      }
      throw error;
    }
    onContentChange();
    return c.body(null, 204);
  });

  app.put('/videos/:id', guard, limitBody(JSON_LIMIT), async (c) => {
    const id = c.req.param('id');
    const before = ID.test(id) ? videos.get(id) : null;
    if (!before) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, videoInputSchema);
    if (!parsed.ok) return parsed.response;
    const checked = checkVideo(parsed.value, mediaDir);
    if (!checked.ok) return apiError(c, 'validation', { fields: checked.fields });
    const fields = { ...checked.fields, thumbnail_url: thumbnailForEdit(before, checked.fields) };
    const video = slugChecked(() => videos.update(id, fields));
    if (video === undefined) return apiError(c, 'validation', { fields: SLUG_TAKEN });
    if (!video) return apiError(c, 'not_found');
    // A replaced file or poster is no longer referenced: remove it now that the update committed.
    release(filesOf(before));
    onContentChange();
    afterSave(video);
    return c.json(video);
  });

  app.patch('/videos/:id', guard, limitBody(JSON_LIMIT), async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id) || !videos.get(id)) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, patchSchema);
    if (!parsed.ok) return parsed.response;
    const change = parsed.value;
    const video =
      'layout' in change
        ? videos.setLayout(id, change.layout)
        : 'visible' in change
          ? videos.setVisible(id, change.visible)
          : videos.setKeepSmallFormat(id, change.keep_small_format);
    if (!video) return apiError(c, 'not_found');
    onContentChange();
    return c.json(video);
  });

  app.delete('/videos/:id', guard, (c) => {
    const id = c.req.param('id');
    // Its stills' rows go with it (ON DELETE CASCADE); their files are named before.
    const stillFiles = ID.test(id) ? store.stills.filesOfFilm(id) : [];
    const deleted = ID.test(id) ? videos.delete(id) : null;
    if (!deleted) return apiError(c, 'not_found');
    // Only now that the delete has committed: a failed delete never loses the file.
    release(filesOf(deleted));
    void removeFiles(mediaDir, stillFiles);
    onContentChange();
    return c.body(null, 204);
  });

  return app;
}
