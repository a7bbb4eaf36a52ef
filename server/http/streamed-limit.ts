import type { MiddlewareHandler } from 'hono';
import { apiError, type ServerErrorCode } from './api-error.ts';

/** What reading a body past its route's limit rejects with (the route's answer is replaced). */
export class BodyTooLarge extends Error {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * A route's body limit, applied before the body is read and without holding it: a declared
 * Content-Length over the limit is refused at once; otherwise (chunked bodies too) the bytes are
 * counted as the handler pulls them, one chunk at a time, and the stream fails past the limit.
 * Buffering the body here, as hono/body-limit does for a chunked body, let a stalled client hold
 * the whole limit in the server's memory before any route looked at it (issue 34, point 1).
 */
export function streamedLimit(
  maxSize: number,
  code: ServerErrorCode = 'payload_too_large',
): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      // Node's parser stops a body at its declared length, so nothing more is counted.
      return Number(declared) > maxSize ? apiError(c, code) : next();
    }
    let size = 0;
    let over = false;
    const reader = body.getReader();
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          size += value.byteLength;
          if (size > maxSize) {
            over = true;
            // The source is left unread, not cancelled: cancelling it would destroy the socket
            // before the 413 is sent.
            controller.error(new BodyTooLarge(maxSize));
            return;
          }
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    if (over) {
      // Whatever the handler made of the failed read, the answer is the limit's.
      c.res = undefined;
      c.res = apiError(c, code);
    }
  };
}

/** 413 payload_too_large past maxSize bytes, the limit of most routes. */
export const limitBody = (maxSize: number) => streamedLimit(maxSize);
