import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../src/lib/video-url.ts';
import { YTIMG_ORIGIN } from '../src/lib/youtube-thumbnail.ts';

const BASE_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['frame-src', `${YOUTUBE_EMBED_HOST} ${VIMEO_EMBED_HOST}`],
  ['img-src', `'self' data: blob: ${YTIMG_ORIGIN}`],
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

/** Files served as data, never as a document: no script, no plugin, no frame can run from them. */
export const MEDIA_CSP = "sandbox; default-src 'none'";

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

/** Adds the security headers to every response; a route may set its own stricter CSP first. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(FIXED_HEADERS)) headers.set(name, value);
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy());
    }
  };
}
