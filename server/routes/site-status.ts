import { Hono, type MiddlewareHandler } from 'hono';
import type { SiteStatus } from '../../src/lib/api.ts';

/** GET /site-status: whether the served site shows every committed change (the admin's banner). */
export function siteStatusRoutes(guard: MiddlewareHandler, status?: () => SiteStatus): Hono {
  const app = new Hono();
  app.get('/site-status', guard, (c) =>
    c.json({ state: status?.() ?? 'up_to_date' } satisfies { state: SiteStatus }),
  );
  return app;
}
