import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, mediaUrl } from '../../src/lib/media.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { sniffImage } from '../media/magic.ts';

const IMAGE_TYPES = new RegExp(
  `^(${IMAGE_MIME_TYPES.map((type) => type.replace('/', '\\/')).join('|')})\\s*(;|$)`,
  'i',
);

/**
 * POST /api/thumbnails: a poster image (jpeg, png or webp by content) stored as
 * /media/<uuid>.<ext>. It is served once a video row references it.
 */
export function thumbnailRoutes(mediaDir: string, guard: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post('/thumbnails', guard, limitBody(MAX_IMAGE_BYTES), async (c) => {
    if (!IMAGE_TYPES.test(c.req.header('Content-Type') ?? '')) {
      return apiError(c, 'unsupported_media_type', {
        detail: `expected ${IMAGE_MIME_TYPES.join(', ')}`,
      });
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const extension = sniffImage(bytes);
    if (!extension)
      return apiError(c, 'unsupported_media_type', { detail: 'content is not an image' });
    const name = `${randomUUID()}.${extension}`;
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, name), bytes, { flag: 'wx' });
    return c.json({ url: mediaUrl(name) }, 201);
  });
  return app;
}
