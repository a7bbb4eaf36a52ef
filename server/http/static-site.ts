import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { notModified } from './conditional.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

const HASHED_ASSET = /^\/_astro\//;
const FALLBACK_404 =
  '<!doctype html><html><head><meta charset="utf-8"><title>404</title></head><body><h1>404</h1><p><a href="/">/</a></p></body></html>';

// While the first build of a new data folder runs there is no site yet: a page that asks again
// by itself (no words: the server speaks no French), with 503 and Retry-After so nothing caches it.
const FIRST_BUILD_SECONDS = 5;
const FIRST_BUILD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="${FIRST_BUILD_SECONDS}"><title>FilmFolio</title></head><body><p>…</p></body></html>`;

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
 * A weak validator from the file actually served (inode, size, mtime): a rebuild writes new
 * files into a new folder, so the swap changes it even for identical bytes written in the same
 * clock tick. Weak, because compression
 * re-encodes the same representation and the ETag must not claim byte equality across encodings.
 */
function fileValidators(filePath: string): { etag: string; modifiedMs: number } {
  const stats = statSync(filePath, { bigint: true });
  return {
    etag: `W/"${[stats.ino, stats.size, stats.mtimeNs].map((n) => n.toString(36)).join('-')}"`,
    modifiedMs: Number(stats.mtimeMs),
  };
}

/**
 * Serves the built site from the folder siteDir() names at this request (a rebuild swaps that
 * folder while the server runs). Directories serve their index.html; unknown paths get 404.html.
 * A request whose validators still match gets 304 with the headers a cache refreshes from it.
 */
export function staticSite(siteDir: () => string): MiddlewareHandler {
  return async (c) => {
    const root = siteDir();
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && existsSync(root)) {
      let refreshed: Record<string, string> = {};
      let fresh = false;
      const served = await serveStatic({
        root,
        onFound: (filePath, ctx) => {
          const { etag, modifiedMs } = fileValidators(filePath);
          refreshed = {
            'Cache-Control': cacheControl(ctx.req.path, filePath),
            ETag: etag,
            'Last-Modified': new Date(modifiedMs).toUTCString(),
          };
          // A 304 updates the cached page's headers: it must carry the page's own policy too.
          if (filePath.endsWith('.html')) {
            refreshed['Content-Security-Policy'] = htmlPolicy(readFileSync(filePath, 'utf8'));
          }
          for (const [name, value] of Object.entries(refreshed)) ctx.header(name, value);
          // Checked before Range, as RFC 9110 orders them: a cached full copy needs no part.
          fresh = notModified(
            {
              ifNoneMatch: ctx.req.header('If-None-Match'),
              ifModifiedSince: ctx.req.header('If-Modified-Since'),
            },
            etag,
            modifiedMs,
          );
        },
        // A miss resolves to nothing here, so the 404 page below answers instead of the next route.
      })(c, async () => {});
      if (served && fresh) {
        await served.body?.cancel();
        return new Response(null, { status: 304, headers: refreshed });
      }
      if (served) return served;
    }
    if (!existsSync(join(root, 'index.html'))) return firstBuildPage(c);
    return notFoundPage(c, root);
  };
}

function firstBuildPage(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', String(FIRST_BUILD_SECONDS));
  c.header('Content-Security-Policy', htmlPolicy(FIRST_BUILD_PAGE));
  return c.html(FIRST_BUILD_PAGE, 503);
}

export function notFoundPage(c: Context, root: string): Response {
  // An unknown address of the English site gets the English 404 page (issue 32).
  const english = join(root, 'en', '404', 'index.html');
  const file =
    c.req.path.startsWith('/en/') && existsSync(english) ? english : join(root, '404.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_404;
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Security-Policy', htmlPolicy(html));
  return c.html(html, 404);
}
