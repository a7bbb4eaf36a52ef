import { Hono, type MiddlewareHandler } from 'hono';
import type { DiskState, SiteStatus } from '../../src/lib/api.ts';

/**
 * GET /site-status: whether the served site shows every committed change (the admin's banner),
 * and how full the server's disk is (the dashboard warns before it is full).
 */
export function siteStatusRoutes(
  guard: MiddlewareHandler,
  status?: () => SiteStatus,
  disk?: () => Promise<DiskState>,
): Hono {
  const app = new Hono();
  app.get('/site-status', guard, async (c) =>
    c.json({
      state: status?.() ?? 'up_to_date',
      disk: (await disk?.()) ?? 'ok',
    } satisfies { state: SiteStatus; disk: DiskState }),
  );
  return app;
}
