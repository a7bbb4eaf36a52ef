import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { originalOfVariant } from '../../src/lib/image-variants.ts';
import { MEDIA_CONTENT_TYPES, MEDIA_NAME } from '../../src/lib/media.ts';
import { originalOfPreview } from '../../src/lib/video-preview.ts';
import { MEDIA_CSP } from '../security-headers.ts';
import { apiError } from './api-error.ts';

/**
 * One stored file with HTTP Range (serveStatic), or 404. `shared`: the same bytes for everyone,
 * cacheable anywhere; otherwise (a hidden film's file) only the asking browser may keep it.
 */
export async function serveMediaFile(
  c: Context,
  mediaDir: string,
  name: string,
  shared: boolean,
): Promise<Response> {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const served = await serveStatic({
    root: mediaDir,
    path: name,
    onFound: (_path, ctx) => {
      ctx.header('Content-Type', MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream');
      // pdf.js and Safari look for it on the first, plain GET before they ask for ranges.
      ctx.header('Accept-Ranges', 'bytes');
      ctx.header(
        'Cache-Control',
        shared ? 'public, max-age=31536000, immutable' : 'private, no-store',
      );
      ctx.header('Content-Security-Policy', MEDIA_CSP);
    },
  })(c, async () => {});
  return served ?? apiError(c, 'not_found');
}

export interface MediaAccess {
  /** A video row or the settings (CV, photo) point at it. */
  isReferenced(name: string): boolean;
  /** A visible video or the settings use it; a file only hidden videos use is not public. */
  isPublic(name: string): boolean;
  /** The request carries the administrator's session. */
  isAdmin(c: Context): boolean;
}

/**
 * GET/HEAD /media/:name. Only referenced files (and their resized copies) are served, so an upload
 * that was never saved, or a deleted video's file, is not reachable; a file only hidden videos use needs the
 * administrator's session (a private link's visitors get it under /p/<token>/media/).
 */
export function mountMedia(app: Hono, mediaDir: string, access: MediaAccess): void {
  app.on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    // A resized or preview copy is served as its original is, to the same people
    // (docs/image-variants.md, docs/video-previews.md).
    const owner = originalOfVariant(name) ?? originalOfPreview(name) ?? name;
    if (!MEDIA_NAME.test(owner) || !access.isReferenced(owner)) return apiError(c, 'not_found');
    const shared = access.isPublic(owner);
    if (!shared && !access.isAdmin(c)) return apiError(c, 'not_found');
    return serveMediaFile(c, mediaDir, name, shared);
  });
  app.all('/media/*', (c) => apiError(c, 'not_found'));
}
