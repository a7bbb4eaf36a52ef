import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { noneMatchHits } from '../http/conditional.ts';
import type { VideoStore } from '../store/videos.ts';

interface Snapshot {
  revision: number;
  body: string;
  etag: string;
}

/** The serialized list, rebuilt only when the store's revision moved since the last request. */
function listSnapshot(videos: VideoStore): () => Snapshot {
  let snapshot: Snapshot | undefined;
  return () => {
    const revision = videos.revision();
    if (snapshot?.revision !== revision) {
      const body = JSON.stringify(videos.listVisible());
      // A content hash, not the revision: it survives restarts without colliding across them.
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      snapshot = { revision, body, etag: `"${hash}"` };
    }
    return snapshot;
  };
}

/**
 * GET /api/videos: the public, sorted list of visible videos (always revalidated: admins change
 * it). The administrator's full list is GET /api/admin/videos (videos-admin.ts).
 */
export function publicVideoRoutes(videos: VideoStore): Hono {
  const app = new Hono();
  const current = listSnapshot(videos);
  app.get('/videos', (c) => {
    const { body, etag } = current();
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    // Said here, not left to compress(): its late c.header() turns the string body into a stream
    // that @hono/node-server pipes, which halved this route's throughput under load.
    c.header('Vary', 'Accept-Encoding');
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json');
    return c.body(body);
  });
  return app;
}
