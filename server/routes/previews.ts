import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { mediaNameOf, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import {
  excerptOf,
  MAX_PREVIEW_BYTES,
  PREVIEW_PROBLEM_STATUS,
  previewName,
  previewPosterName,
  previewProblem,
} from '../../src/lib/video-preview.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { encodePoster, ffmpegAvailable, probeVideo } from '../media/ffmpeg-preview.ts';
import { type PreviewMaker, removePreviewFiles } from '../media/preview-maker.ts';
import type { Store } from '../store/open.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;

export interface PreviewRouteDeps {
  store: Store;
  guard: MiddlewareHandler;
  previews: PreviewMaker;
  onContentChange: () => void;
}

/** The stored film of a video id, or null (an embed, a removed file, an unknown id). */
function storedFilm(store: Store, c: Context): { id: string; name: string; start: number } | null {
  const id = c.req.param('id') ?? '';
  const video = ID.test(id) ? store.videos.get(id) : null;
  const name = mediaNameOf(video?.url);
  if (!video || !name || !VIDEO_MEDIA_NAME.test(name)) return null;
  return { id, name, start: video.preview_start ?? 0 };
}

/**
 * GET /api/admin/videos/:id/preview (state and progress), POST /api/videos/:id/preview (Créer
 * l'aperçu: the server makes it) and PUT /api/videos/:id/preview (a copy the admin's browser
 * made, checked here by its content before it is stored). Administrator only.
 */
export function previewRoutes({ store, guard, previews, onContentChange }: PreviewRouteDeps): Hono {
  const app = new Hono();

  app.get('/admin/videos/:id/preview', guard, (c) => {
    c.header('Cache-Control', 'no-store');
    const film = storedFilm(store, c);
    if (!film) return apiError(c, 'not_found');
    const video = store.videos.get(film.id);
    return c.json({
      state: video?.preview_state ?? 'missing',
      progress: previews.progress(film.name),
      server_makes: previews.available,
    });
  });

  app.post('/videos/:id/preview', guard, (c) => {
    const film = storedFilm(store, c);
    if (!film) return apiError(c, 'not_found');
    if (!previews.available) {
      return apiError(c, 'internal', { detail: 'ffmpeg_missing' }, 503);
    }
    previews.request(film.name);
    return c.json({ state: 'preparing' }, 202);
  });

  app.put('/videos/:id/preview', guard, limitBody(MAX_PREVIEW_BYTES), async (c) => {
    const film = storedFilm(store, c);
    if (!film) return apiError(c, 'not_found');
    // The browser is never trusted: without ffprobe no received copy can be checked.
    if (!ffmpegAvailable()) return apiError(c, 'internal', { detail: 'ffprobe_missing' }, 503);
    const body = c.req.raw.body;
    if (!body) return apiError(c, 'bad_request');
    const temp = join(store.mediaDir, `.${previewName(film.name)}.received`);
    const posterTemp = join(store.mediaDir, `.${previewPosterName(film.name)}.received`);
    try {
      await pipeline(Readable.fromWeb(body as never), createWriteStream(temp));
      const probe = await probeVideo(temp).catch(() => null);
      if (!probe) return apiError(c, 'unsupported_media_type');
      const problem = previewProblem(probe);
      if (problem) {
        const status = PREVIEW_PROBLEM_STATUS[problem];
        if (status === 413) return apiError(c, 'payload_too_large', { detail: problem });
        if (status === 415) return apiError(c, 'unsupported_media_type', { detail: problem });
        return apiError(c, 'validation', { fields: { preview: problem } });
      }
      // The poster frame is the copy's first image: the same moment the excerpt starts at.
      await encodePoster(temp, posterTemp, 0);
      // Replaced or deleted while it uploaded: nothing to attach it to.
      if (!store.isReferencedMedia(film.name)) return apiError(c, 'not_found');
      removePreviewFiles(store.mediaDir, film.name);
      renameSync(temp, join(store.mediaDir, previewName(film.name)));
      renameSync(posterTemp, join(store.mediaDir, previewPosterName(film.name)));
      const excerpt = excerptOf(film.start, null);
      store.videos.setPreview(film.name, {
        state: 'ready',
        start: excerpt.start,
        requested_start: film.start,
        width: probe.width,
        height: probe.height,
        duration: probe.duration,
        bytes: probe.bytes,
      });
      onContentChange();
      return c.json({ state: 'ready' });
    } finally {
      rmSync(temp, { force: true });
      rmSync(posterTemp, { force: true });
    }
  });

  return app;
}
