import { Hono, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { Uploads } from '../uploads/tus.ts';
import { asApiAnswer } from '../uploads/upload-answer.ts';

// GET would hand out an upload's bytes before any row references it: not part of our protocol.
const TUS_METHODS = new Set(['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS']);

/** /api/uploads/*: tus 1.0.0 behind the session and same-origin guard. */
export function uploadRoutes(uploads: Uploads, guard: MiddlewareHandler): Hono {
  const app = new Hono();
  const handle: MiddlewareHandler = async (c) => {
    if (!TUS_METHODS.has(c.req.method)) return apiError(c, 'not_found');
    return asApiAnswer(await uploads.handle(c.req.raw));
  };
  app.all('/uploads', guard, handle);
  app.all('/uploads/*', guard, handle);
  return app;
}
