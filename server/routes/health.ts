import { Hono } from 'hono';
import { checkHealth, type HealthOptions } from '../ops/health.ts';

/**
 * GET /healthz for a reverse proxy or a monitor: no session, nothing personal, never cached;
 * 503 when the database cannot be read or the disk is nearly full.
 */
export function healthRoutes(options: HealthOptions): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const report = await checkHealth(options);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
  return app;
}
