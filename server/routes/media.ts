import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { MEDIA_CONTENT_TYPES, MEDIA_NAME } from '../../src/lib/media.ts';
import { MEDIA_CSP } from '../security-headers.ts';
import { apiError } from './api-error.ts';

/**
 * GET/HEAD /media/:name with HTTP Range (serveStatic). Only files a video row or the settings (CV, photo) reference are
 * served, so an upload that was never saved, or a deleted video's file, is not reachable.
 */
export function mountMedia(
  app: Hono,
  mediaDir: string,
  isReferenced: (name: string) => boolean,
): void {
  app.on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    if (!MEDIA_NAME.test(name) || !isReferenced(name)) return apiError(c, 'not_found');
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const served = await serveStatic({
      root: mediaDir,
      path: name,
      onFound: (_path, ctx) => {
        ctx.header('Content-Type', MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream');
        // pdf.js and Safari look for it on the first, plain GET before they ask for ranges.
        ctx.header('Accept-Ranges', 'bytes');
        ctx.header('Cache-Control', 'public, max-age=31536000, immutable');
        ctx.header('Content-Security-Policy', MEDIA_CSP);
      },
    })(c, async () => {});
    return served ?? apiError(c, 'not_found');
  });
  app.all('/media/*', (c) => apiError(c, 'not_found'));
}
