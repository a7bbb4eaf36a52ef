import { Hono, type MiddlewareHandler } from 'hono';
import type { MessageStore } from '../store/messages.ts';
import { apiError } from './api-error.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** GET /api/messages (newest first) and DELETE /api/messages/:id, admin only. */
export function messageAdminRoutes(messages: MessageStore, guard: MiddlewareHandler): Hono {
  const app = new Hono();
  app.get('/messages', guard, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(messages.list());
  });
  app.delete('/messages/:id', guard, (c) => {
    const id = c.req.param('id');
    if (!ID.test(id) || !messages.delete(id)) return apiError(c, 'not_found');
    return c.body(null, 204);
  });
  return app;
}
