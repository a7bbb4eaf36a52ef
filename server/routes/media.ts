import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { ApiErrorBody } from '../../src/lib/api.ts';
import { MEDIA_CONTENT_TYPES, MEDIA_NAME } from '../../src/lib/media.ts';
import { MEDIA_CSP } from '../security-headers.ts';
import type { VideoStore } from '../store/videos.ts';

const notFound: ApiErrorBody = { error: 'not_found' };

/**
 * GET/HEAD /media/:name with HTTP Range (serveStatic). Only files a video row references are
 * served, so an upload that was never saved, or a deleted video's file, is not reachable.
 */
export function mountMedia(app: Hono, mediaDir: string, videos: VideoStore): void {
  app.on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    if (!MEDIA_NAME.test(name) || !videos.isReferencedMedia(name)) return c.json(notFound, 404);
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
    return served ?? c.json(notFound, 404);
  });
  app.all('/media/*', (c) => c.json(notFound, 404));
}
