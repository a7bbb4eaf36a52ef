// Hiding a film recalls its file: a visible film's file is cached for minutes, not a year, and
// every revalidation asks the server, which says 404 once the film is hidden (docs/caching.md).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/harness/public-app.ts';
import { PUBLIC_MEDIA_MAX_AGE_S } from './media.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function publicFilm() {
  const name = `${randomUUID()}.mp4`;
  writeFileSync(join(server.store.mediaDir, name), Buffer.alloc(2048, 7));
  const video = server.store.videos.create({
    title: 'clip',
    url: `/media/${name}`,
    video_type: 'direct',
  });
  return { id: video.id, path: `/media/${name}` };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe("a visible film's file", () => {
  it('is cached with revalidation for at most 10 minutes, never immutable', async () => {
    const { path } = publicFilm();
    const response = await get(path);
    expect(response.status).toBe(200);
    const cache = response.headers.get('cache-control') ?? '';
    expect(cache).not.toContain('immutable');
    expect(cache).toContain('must-revalidate');
    const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1]);
    expect(maxAge).toBe(PUBLIC_MEDIA_MAX_AGE_S);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(cache).not.toMatch(/s-maxage|stale-/);
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-z-]+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
  });

  it('revalidates cheaply while visible, and is refused to a conditional request once hidden', async () => {
    const { id, path } = publicFilm();
    const first = await get(path);
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    await first.arrayBuffer();

    const byTag = await get(path, { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('cache-control')).toContain('must-revalidate');
    expect((await get(path, { 'If-Modified-Since': modified })).status).toBe(304);

    server.store.videos.setVisible(id, false);
    for (const headers of [
      { 'If-None-Match': etag },
      { 'If-Modified-Since': modified },
      { 'If-None-Match': etag, Range: 'bytes=0-99' },
      {},
    ]) {
      const again = await get(path, headers);
      expect({ headers, status: again.status }).toEqual({ headers, status: 404 });
      expect(again.headers.get('etag')).toBeNull();
    }
  });
});
