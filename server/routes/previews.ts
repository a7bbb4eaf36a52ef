import { createWriteStream, rmSync } from 'node:fs';
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
} from '../../src/lib/video-preview.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { acceptPreviewCopy } from '../media/derived/accept-preview.ts';
import { encodePoster, ffmpegAvailable } from '../media/ffmpeg-preview.ts';
import type { PreviewMaker } from '../media/preview-maker.ts';
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
 * GET /api/admin/videos/:id/preview (state, progress and who makes copies here), POST
 * /api/videos/:id/preview (Créer l'aperçu: the server makes it) and PUT /api/videos/:id/preview
 * (a copy the admin's browser made, with PREVIEW_MAKER=browser: checked by the same accept path
 * as the server's own, server/media/derived/accept-preview.ts). Administrator only.
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
      maker: previews.maker,
    });
  });

  app.post('/videos/:id/preview', guard, (c) => {
    const film = storedFilm(store, c);
    if (!film) return apiError(c, 'not_found');
    // The browser makes them here (PREVIEW_MAKER=browser), or no ffmpeg could.
    if (previews.maker !== 'server')
      return apiError(c, 'internal', { detail: 'browser_maker' }, 503);
    if (!previews.available) return apiError(c, 'internal', { detail: 'ffmpeg_missing' }, 503);
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
      const accepted = await acceptPreviewCopy(store, previews.records, {
        film: film.name,
        copy: temp,
        poster: posterTemp,
        // The poster frame is the copy's first image: the same moment the excerpt starts at.
        makePoster: () => encodePoster(temp, posterTemp, 0),
        start: excerptOf(film.start, null).start,
        requested: film.start,
      });
      if (!accepted.ok) {
        const { problem } = accepted;
        if (problem === 'not_a_video') return apiError(c, 'unsupported_media_type');
        // Replaced or deleted while it uploaded: nothing to attach it to.
        if (problem === 'released') return apiError(c, 'not_found');
        const status = PREVIEW_PROBLEM_STATUS[problem];
        if (status === 413) return apiError(c, 'payload_too_large', { detail: problem });
        if (status === 415) return apiError(c, 'unsupported_media_type', { detail: problem });
        return apiError(c, 'validation', { fields: { preview: problem } });
      }
      onContentChange();
      return c.json({ state: 'ready' });
    } finally {
      rmSync(temp, { force: true });
      rmSync(posterTemp, { force: true });
    }
  });

  return app;
}
