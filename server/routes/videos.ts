import { Hono } from 'hono';
import type { VideoStore } from '../store/videos.ts';

/** GET /api/videos: the public, sorted list (always revalidated: admins change it). */
export function publicVideoRoutes(videos: VideoStore): Hono {
  const app = new Hono();
  app.get('/videos', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(videos.list());
  });
  return app;
}
