import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { originalOfFilmCopy } from '../../src/lib/derived/kinds.ts';
import { originalOfVariant } from '../../src/lib/image-variants.ts';
import { MEDIA_CONTENT_TYPES, MEDIA_NAME } from '../../src/lib/media.ts';
import { STILL_TYPES, stillOfCopy } from '../../src/lib/stills.ts';
import { apiError } from '../http/api-error.ts';
import { notModified } from '../http/conditional.ts';
import { MEDIA_CSP } from '../http/security-headers.ts';

/**
 * How long a visible film's file may be reused without asking (docs/caching.md). Not `immutable`
 * for a year: once the owner hides the film, the next revalidation gets 404 and every browser and
 * proxy drops its copy, at most this long after.
 */
export const PUBLIC_MEDIA_MAX_AGE_S = 300;
export const PUBLIC_MEDIA_CACHE = `public, max-age=${PUBLIC_MEDIA_MAX_AGE_S}, must-revalidate`;
const PRIVATE_MEDIA_CACHE = 'private, no-store';

function validators(path: string): { etag: string; modifiedMs: number } | null {
  try {
    const stats = statSync(path, { bigint: true });
    if (!stats.isFile()) return null;
    // Weak, as for the static pages: compression may re-encode the same file.
    const etag = `W/"${[stats.ino, stats.size, stats.mtimeNs].map((n) => n.toString(36)).join('-')}"`;
    return { etag, modifiedMs: Number(stats.mtimeMs) };
  } catch {
    return null;
  }
}

/**
 * One stored file with HTTP Range (serveStatic), or 404. `shared`: the same bytes for everyone,
 * cacheable anywhere for a few minutes, then revalidated (304 while it stays public); otherwise
 * (a hidden film's file) only the asking browser may keep it. Callers decide who may have the
 * file before this runs, so a revalidation after hiding gets 404, never 304.
 */
export async function serveMediaFile(
  c: Context,
  mediaDir: string,
  name: string,
  shared: boolean,
): Promise<Response> {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const cacheControl = shared ? PUBLIC_MEDIA_CACHE : PRIVATE_MEDIA_CACHE;
  const found = validators(join(mediaDir, name));
  if (found) {
    c.header('ETag', found.etag);
    c.header('Last-Modified', new Date(found.modifiedMs).toUTCString());
    const headers = {
      ifNoneMatch: c.req.header('If-None-Match'),
      ifModifiedSince: c.req.header('If-Modified-Since'),
    };
    if (shared && notModified(headers, found.etag, found.modifiedMs)) {
      c.header('Cache-Control', cacheControl);
      return c.body(null, 304);
    }
  }
  const served = await serveStatic({
    root: mediaDir,
    path: name,
    onFound: (_path, ctx) => {
      const type =
        MEDIA_CONTENT_TYPES[extension] ?? (STILL_TYPES as Record<string, string>)[extension];
      ctx.header('Content-Type', type ?? 'application/octet-stream');
      // pdf.js and Safari look for it on the first, plain GET before they ask for ranges.
      ctx.header('Accept-Ranges', 'bytes');
      ctx.header('Cache-Control', cacheControl);
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
  /** A still's copies follow its film: null when no such still, else whether the film is visible. */
  stillIsPublic(id: string): boolean | null;
}

/**
 * GET/HEAD /media/:name. Only referenced files (and their resized copies) are served, so an upload
 * that was never saved, or a deleted video's file, is not reachable; a file only hidden videos use needs the
 * administrator's session (a private link's visitors get it under /p/<token>/media/).
 */
export function mediaRoutes(mediaDir: string, access: MediaAccess): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    // A still's copy is served as its film is; its original never is (docs/stills.md).
    const still = stillOfCopy(name);
    if (still) {
      const shared = access.stillIsPublic(still);
      if (shared === null || (!shared && !access.isAdmin(c))) return apiError(c, 'not_found');
      return serveMediaFile(c, mediaDir, name, shared);
    }
    // A resized or preview copy is served as its original is, to the same people
    // (docs/image-variants.md, docs/video-previews.md).
    const owner = originalOfVariant(name) ?? originalOfFilmCopy(name) ?? name;
    if (!MEDIA_NAME.test(owner) || !access.isReferenced(owner)) return apiError(c, 'not_found');
    const shared = access.isPublic(owner);
    if (!shared && !access.isAdmin(c)) return apiError(c, 'not_found');
    return serveMediaFile(c, mediaDir, name, shared);
  });
  app.all('/media/*', (c) => apiError(c, 'not_found'));
  return app;
}
