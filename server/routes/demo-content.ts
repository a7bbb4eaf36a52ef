import { Hono, type MiddlewareHandler } from 'hono';
import { DEMO_MEDIA, demoContent } from '../demo/demo-content.ts';
import { removeUnreferenced } from '../media/files.ts';
import type { Store } from '../store/open.ts';

export interface DemoContentRouteDeps {
  store: Store;
  guard: MiddlewareHandler;
  /** Called after a clearing that changed what the public pages show (starts a rebuild). */
  onContentChange: () => void;
}

/**
 * GET /api/admin/demo-content ({ present }: the dashboard's banner) and DELETE (removes the
 * demo's films, files and settings, keeps the account and whatever the owner added).
 */
export function demoContentRoutes({ store, guard, onContentChange }: DemoContentRouteDeps): Hono {
  const app = new Hono();
  const demo = demoContent(store.db, DEMO_MEDIA);
  app.get('/admin/demo-content', guard, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ present: demo.present() });
  });
  app.delete('/admin/demo-content', guard, (c) => {
    const { released, changed } = demo.clear();
    // Only now that the rows are gone: a failed clearing never loses a file.
    removeUnreferenced(store.mediaDir, released, (name) => store.isReferencedMedia(name));
    if (changed) onContentChange();
    return c.body(null, 204);
  });
  return app;
}
