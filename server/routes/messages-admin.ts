import { Hono, type MiddlewareHandler } from 'hono';
import { MESSAGES_PAGE_SIZE } from '../../src/lib/api.ts';
import { apiError } from '../http/api-error.ts';
import type { MessageStore } from '../store/messages.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;
// One answer stays small however full the inbox is; the dashboard asks for the next page.
const MAX_PAGE_SIZE = 100;
const WHOLE = /^\d{1,9}$/;

/** GET /api/messages (newest first, a page at a time) and DELETE /api/messages/:id, admin only. */
export function messageAdminRoutes(messages: MessageStore, guard: MiddlewareHandler): Hono {
  const app = new Hono();
  app.get('/messages', guard, (c) => {
    const { limit = String(MESSAGES_PAGE_SIZE), offset = '0' } = c.req.query();
    if (!WHOLE.test(limit) || !WHOLE.test(offset)) return apiError(c, 'bad_request');
    const size = Number(limit);
    if (size < 1 || size > MAX_PAGE_SIZE) return apiError(c, 'bad_request');
    c.header('Cache-Control', 'no-store');
    return c.json(messages.list({ limit: size, offset: Number(offset) }));
  });
  app.delete('/messages/:id', guard, (c) => {
    const id = c.req.param('id');
    if (!ID.test(id) || !messages.delete(id)) return apiError(c, 'not_found');
    return c.body(null, 204);
  });
  return app;
}
