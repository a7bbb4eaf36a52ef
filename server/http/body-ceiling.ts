import type { MiddlewareHandler } from 'hono';
import { MAX_CV_BYTES } from '../../src/lib/media.ts';
import { MAX_STILL_BYTES } from '../../src/lib/stills.ts';
import { limitBody } from './streamed-limit.ts';

/**
 * The most any request body may be, checked by the app before any route reads it (from
 * Content-Length, or counted while a route streams it, never buffered): the largest body one
 * request carries, the CV file, with room to spare. Routes set their own, smaller limits under it,
 * applied the same way, so a small-body route never holds more than its own limit. tus uploads are the exception:
 * they stream to disk and tus enforces its per-upload maximum (server/uploads/tus.ts).
 */
export const MAX_REQUEST_BODY_BYTES = MAX_CV_BYTES + 64 * 1024;

const UPLOADS = /^\/api\/uploads(\/|$)/;
// A still is sent whole in one request (docs/stills.md); its route sets the exact limit.
const STILLS = /^\/api\/videos\/[^/]+\/stills$/;

export function bodyCeiling(): MiddlewareHandler {
  const limit = limitBody(MAX_REQUEST_BODY_BYTES);
  const stillLimit = limitBody(MAX_STILL_BYTES);
  return (c, next) => {
    if (UPLOADS.test(c.req.path)) return next();
    return STILLS.test(c.req.path) ? stillLimit(c, next) : limit(c, next);
  };
}
