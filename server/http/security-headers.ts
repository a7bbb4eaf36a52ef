import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../../src/lib/video-url.ts';
import { VIMEOCDN_ORIGIN } from '../../src/lib/vimeo-thumbnail.ts';
import { YTIMG_ORIGIN } from '../../src/lib/youtube-thumbnail.ts';
import { isHttps } from './forwarded.ts';

const BASE_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['frame-src', `${YOUTUBE_EMBED_HOST} ${VIMEO_EMBED_HOST}`],
  // A Vimeo thumbnail whose copy failed stays on Vimeo's image host.
  ['img-src', `'self' data: blob: ${YTIMG_ORIGIN} ${VIMEOCDN_ORIGIN}`],
  ['media-src', "'self' blob:"],
  ['worker-src', "'self' blob:"],
  ['connect-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

/** The page policy; inline scripts (Astro's island bootstrap) are allowed by their exact hash. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [['script-src', scriptSrc] as const, ...BASE_DIRECTIVES]
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Files served as data, never as a document: no script, no plugin, no form, no frame can run
 * from them (the sandbox grants no allow-scripts). A film opened at its own address is shown in
 * the browser's own video document, which loads the file as its media, in CORS mode: media-src
 * 'self' lets it load, and allow-same-origin keeps the document on this origin so that load is
 * not cross-origin (an opaque origin would need an Access-Control-Allow-Origin no file should
 * carry). Without scripts, the origin gives the document nothing to run (issue 34, point 8).
 */
export const MEDIA_CSP = "sandbox allow-same-origin; default-src 'none'; media-src 'self'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** sha256-... of every inline <script> of a built page, as CSP source expressions expect. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Autoplay and fullscreen keep their defaults, which the player iframes' allow attribute delegates.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** A route may set a stricter value of these itself (a private link sends no referrer). */
const OVERRIDABLE = new Set(['Referrer-Policy']);

/** A year: browsers then refuse plain http for this host even on a first typed address. */
export const HSTS = 'max-age=31536000';

/** Data other sites have no reason to load: their pages cannot embed or read it. */
const SAME_ORIGIN_DATA = /^\/(api|media)(\/|$)/;

/**
 * Adds the security headers to every response; a route may set its own stricter CSP first.
 * HSTS only over https (a direct TLS socket or the trusted proxy's word): sent over plain http it
 * would be ignored, and on a test host it would pin https where there is none.
 */
export function securityHeaders({ trustProxy = false } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(FIXED_HEADERS)) {
      if (!(OVERRIDABLE.has(name) && headers.has(name))) headers.set(name, value);
    }
    if (isHttps(c, trustProxy)) headers.set('Strict-Transport-Security', HSTS);
    if (SAME_ORIGIN_DATA.test(c.req.path)) {
      headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    }
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy());
    }
  };
}
