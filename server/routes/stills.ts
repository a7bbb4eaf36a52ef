import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  MAX_STILL_ALT,
  MAX_STILL_BYTES,
  MAX_STILL_CAPTION,
  MAX_STILLS_PER_FILM,
  sniffStill,
  stillFileNames,
} from '../../src/lib/stills.ts';
import { apiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { makeStillFiles, readStillSize, removeFiles } from '../media/still-variants.ts';
import type { Store } from '../store/open.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const JSON_LIMIT = 64 * 1024;
// One line of text: a caption or an alt text never carries markup or control characters.
const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !/[\p{Cc}]/u.test(text), 'invalid')
    .transform((text) => text.trim());
const textSchema = z.object({ alt: line(MAX_STILL_ALT), caption: line(MAX_STILL_CAPTION) });
const orderSchema = z.object({ ids: z.array(z.string().regex(ID)).max(MAX_STILLS_PER_FILM) });

export interface StillRouteDeps {
  store: Store;
  guard: MiddlewareHandler;
  /** Called after each committed change the public pages show. */
  onContentChange: () => void;
}

/**
 * The stills of a film (docs/stills.md): GET /api/admin/videos/:id/stills, POST (the raw image
 * as the body), PUT .../order, PATCH and DELETE .../stills/:still.
 */
export function stillRoutes({ store, guard, onContentChange }: StillRouteDeps): Hono {
  const app = new Hono();
  const { stills, videos, mediaDir } = store;
  const film = (id: string) => (ID.test(id) ? videos.get(id) : null);

  app.get('/admin/videos/:id/stills', guard, (c) => {
    const id = c.req.param('id');
    if (!film(id)) return apiError(c, 'not_found');
    c.header('Cache-Control', 'no-store');
    return c.json(stills.publicOf(id));
  });

  app.post('/videos/:id/stills', guard, limitBody(MAX_STILL_BYTES), async (c) => {
    const videoId = c.req.param('id');
    if (!film(videoId)) return apiError(c, 'not_found');
    // Refused before the body is read: the 41st costs no upload of 40 MB.
    if (stills.count(videoId) >= MAX_STILLS_PER_FILM) {
      return apiError(c, 'bad_request', { detail: 'stills_full' });
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const extension = sniffStill(bytes);
    if (!extension) {
      return apiError(c, 'unsupported_media_type', { detail: 'content is not a still image' });
    }
    const size = await readStillSize(bytes);
    if (!size.ok) {
      return size.problem === 'too_many_pixels'
        ? apiError(c, 'payload_too_large', { detail: 'too_many_pixels' })
        : apiError(c, 'unsupported_media_type', { detail: 'unreadable image' });
    }
    const id = randomUUID();
    let files: { original: string; widths: number[] };
    try {
      files = await makeStillFiles(mediaDir, id, bytes, extension, size);
    } catch {
      // Nothing was kept (makeStillFiles removes what it wrote): a header that lied.
      return apiError(c, 'unsupported_media_type', { detail: 'image could not be decoded' });
    }
    let added: ReturnType<typeof stills.add>;
    try {
      added = stills.add(videoId, { ...files, ...size, alt: '' }, id);
    } catch (error) {
      await removeFiles(mediaDir, stillFileNames({ id, ...files }));
      throw error;
    }
    if (!added) {
      await removeFiles(mediaDir, stillFileNames({ id, ...files }));
      return apiError(c, 'bad_request', { detail: 'stills_full' });
    }
    onContentChange();
    const { original: _, ...still } = added;
    return c.json(still, 201);
  });

  app.put('/videos/:id/stills/order', guard, limitBody(JSON_LIMIT), async (c) => {
    const videoId = c.req.param('id');
    if (!film(videoId)) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, orderSchema);
    if (!parsed.ok) return parsed.response;
    if (!stills.reorder(videoId, parsed.value.ids)) {
      return apiError(c, 'bad_request', { detail: 'ids must be the film stills, once each' });
    }
    onContentChange();
    return c.body(null, 204);
  });

  app.patch('/videos/:id/stills/:still', guard, limitBody(JSON_LIMIT), async (c) => {
    const videoId = c.req.param('id');
    const stillId = c.req.param('still');
    if (!film(videoId) || !ID.test(stillId)) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, textSchema);
    if (!parsed.ok) return parsed.response;
    if (!stills.setText(videoId, stillId, parsed.value)) return apiError(c, 'not_found');
    onContentChange();
    return c.body(null, 204);
  });

  app.delete('/videos/:id/stills/:still', guard, async (c) => {
    const videoId = c.req.param('id');
    const stillId = c.req.param('still');
    const removed = ID.test(videoId) && ID.test(stillId) ? stills.remove(videoId, stillId) : null;
    if (!removed) return apiError(c, 'not_found');
    // Only once the row is gone: a failed delete never loses a file the page names.
    await removeFiles(mediaDir, stillFileNames(removed));
    onContentChange();
    return c.body(null, 204);
  });

  return app;
}
