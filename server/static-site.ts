import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

const HASHED_ASSET = /^\/_astro\//;
const FALLBACK_404 =
  '<!doctype html><html><head><meta charset="utf-8"><title>404</title></head><body><h1>404</h1><p><a href="/">/</a></p></body></html>';

function cacheControl(requestPath: string, filePath: string): string {
  if (HASHED_ASSET.test(requestPath)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The page's CSP names the hashes of its own inline scripts, read from the file being served. */
function htmlPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/**
 * Serves the built site from the folder siteDir() names at this request (a rebuild swaps that
 * folder while the server runs). Directories serve their index.html; unknown paths get 404.html.
 */
export function staticSite(siteDir: () => string): MiddlewareHandler {
  return async (c) => {
    const root = siteDir();
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && existsSync(root)) {
      const served = await serveStatic({
        root,
        onFound: (filePath, ctx) => {
          ctx.header('Cache-Control', cacheControl(ctx.req.path, filePath));
          if (filePath.endsWith('.html')) {
            ctx.header('Content-Security-Policy', htmlPolicy(readFileSync(filePath, 'utf8')));
          }
        },
        // A miss resolves to nothing here, so the 404 page below answers instead of the next route.
      })(c, async () => {});
      if (served) return served;
    }
    return notFoundPage(c, root);
  };
}

export function notFoundPage(c: Context, root: string): Response {
  const file = join(root, '404.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_404;
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Security-Policy', htmlPolicy(html));
  return c.html(html, 404);
}
