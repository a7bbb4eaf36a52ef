import { createHash, randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { mediaNameOf, mediaUrl, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import {
  isSubtitleKind,
  isSubtitleLanguage,
  MAX_SUBTITLE_BYTES,
  readSubtitleFile,
  subtitleFieldCode,
} from '../../src/lib/subtitles/subtitle-file.ts';
import { type SubtitleTrack, subtitleFileName } from '../../src/lib/subtitles/track.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody } from '../http/streamed-limit.ts';
import type { Store } from '../store/open.ts';
import type { SubtitleRow } from '../store/subtitles.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;
/**
 * Read a little past the limit, so a file just over it is answered 413 by the file's own check
 * rather than by a connection closed while the browser still sends it.
 */
const READ_LIMIT = MAX_SUBTITLE_BYTES + 64 * 1024;

export interface SubtitleRouteDeps {
  store: Store;
  guard: MiddlewareHandler;
  onContentChange: () => void;
}

/** The stored film of a video id, or null (an embed, a removed file, an unknown id). */
function storedFilm(store: Store, c: Context): { id: string; name: string } | null {
  const id = c.req.param('id') ?? '';
  const video = ID.test(id) ? store.videos.get(id) : null;
  const name = mediaNameOf(video?.url);
  return video && name && VIDEO_MEDIA_NAME.test(name) ? { id, name } : null;
}

/**
 * POST /api/videos/:id/subtitles?language=&kind=&name= (the raw file as the body) stores a film's subtitle
 * file as WebVTT, an SRT file converted, after the same checks the form makes
 * (src/lib/subtitles/subtitle-file.ts): 413 past 512 KB, 415 not .vtt/.srt, 400 with the field
 * code `<problem>:<line>`. DELETE /api/videos/:id/subtitles/:subtitle removes one. Administrator
 * only; every change rebuilds the site, whose pages carry the tracks (docs/subtitles.md).
 */
export function subtitleAdminRoutes({ store, guard, onContentChange }: SubtitleRouteDeps): Hono {
  const app = new Hono();

  app.post('/videos/:id/subtitles', guard, limitBody(READ_LIMIT), async (c) => {
    const film = storedFilm(store, c);
    if (!film) return apiError(c, 'not_found');
    const lang = (c.req.query('language') ?? '').trim();
    if (!isSubtitleLanguage(lang)) {
      return apiError(c, 'validation', { fields: { language: 'language_invalid' } });
    }
    const kind = c.req.query('kind') ?? '';
    if (!isSubtitleKind(kind))
      return apiError(c, 'validation', { fields: { kind: 'kind_invalid' } });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const reading = readSubtitleFile(c.req.query('name') ?? '', bytes);
    if (!reading.ok) {
      if (!('problem' in reading)) {
        return apiError(c, reading.status === 413 ? 'payload_too_large' : 'unsupported_media_type');
      }
      const code = subtitleFieldCode(reading.problem, reading.line);
      return apiError(c, 'validation', { fields: { file: code } });
    }
    const hash = createHash('sha256').update(reading.vtt).digest('hex');
    const name = subtitleFileName(film.name, lang, kind, hash);
    const row = {
      id: randomUUID(),
      videoId: film.id,
      language: lang,
      kind,
      name,
      url: mediaUrl(name),
    };
    // Written complete under a temporary name, then renamed: never a half file at its address.
    const temp = join(store.mediaDir, `.${name}.${row.id}.part`);
    writeFileSync(temp, reading.vtt);
    renameSync(temp, join(store.mediaDir, name));
    let replaced: SubtitleRow | null;
    try {
      replaced = store.videos.addSubtitle(row, Buffer.byteLength(reading.vtt));
    } catch (error) {
      rmSync(join(store.mediaDir, name), { force: true });
      throw error;
    }
    // The replaced file goes once the new row has committed (unless it is the same file).
    if (replaced && replaced.name !== name) {
      rmSync(join(store.mediaDir, replaced.name), { force: true });
    }
    onContentChange();
    const track: SubtitleTrack = { id: row.id, language: lang, kind, url: row.url };
    return c.json(track, 201);
  });

  app.delete('/videos/:id/subtitles/:subtitle', guard, (c) => {
    const film = storedFilm(store, c);
    const subtitle = c.req.param('subtitle');
    const removed =
      film && ID.test(subtitle) ? store.videos.removeSubtitle(film.id, subtitle) : null;
    if (!removed) return apiError(c, 'not_found');
    rmSync(join(store.mediaDir, removed.name), { force: true });
    onContentChange();
    return c.body(null, 204);
  });

  return app;
}
