import { describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { takeContentSnapshot } from '../store/content-snapshot.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const send = (method: string, path: string, json?: unknown) =>
  call(server.url, path, json === undefined ? { method, cookie } : { method, cookie, json });

async function create(title: string): Promise<Video> {
  const response = await send('POST', '/api/videos', {
    title,
    url: 'https://vimeo.com/76979871',
    video_type: 'vimeo',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
}

const titles = async (path: string, withCookie = false) => {
  const response = await call(server.url, path, withCookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as Video[]).map((v) => v.title);
};

describe('video visibility', () => {
  it('a new video is visible; a hidden one leaves the public list and keeps its place', async () => {
    const [a, b, c] = [await create('A'), await create('B'), await create('C')];
    expect([a, b, c].map((v) => v.visible)).toEqual([true, true, true]);

    const hidden = await send('PATCH', `/api/videos/${b.id}`, { visible: false });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({ id: b.id, visible: false, order_position: 1 });
    expect(await titles('/api/videos')).toEqual(['A', 'C']);
    // The administrator's list keeps it, in its place; anyone else gets 401.
    expect(await titles('/api/admin/videos', true)).toEqual(['A', 'B', 'C']);
    expect((await call(server.url, '/api/admin/videos')).status).toBe(401);

    // Reordered while hidden, then shown again: it comes back where the order puts it.
    const order = await send('PUT', '/api/videos/order', { ids: [b.id, c.id, a.id] });
    expect(order.status).toBe(204);
    expect(await titles('/api/videos')).toEqual(['C', 'A']);
    await send('PATCH', `/api/videos/${b.id}`, { visible: true });
    expect(await titles('/api/videos')).toEqual(['B', 'C', 'A']);
    expect(server.contentChanges()).toBeGreaterThanOrEqual(6);
  });

  it('the public list revalidates: its ETag changes when a video is hidden', async () => {
    const video = await create('A');
    const first = await call(server.url, '/api/videos');
    const etag = first.headers.get('ETag') ?? '';
    await send('PATCH', `/api/videos/${video.id}`, { visible: false });
    const after = await call(server.url, '/api/videos', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([]);
  });

  it('the build reads only visible videos', async () => {
    const [a, b] = [await create('A'), await create('B')];
    await send('PATCH', `/api/videos/${a.id}`, { visible: false });
    expect(takeContentSnapshot(server.store).videos.map((v) => v.id)).toEqual([b.id]);
  });

  it('refuses a bad value, a stranger and another site, and changes nothing', async () => {
    const video = await create('A');
    const bad = await send('PATCH', `/api/videos/${video.id}`, { visible: 'no' });
    expect(bad.status).toBe(400);
    const stranger = await call(server.url, `/api/videos/${video.id}`, {
      method: 'PATCH',
      json: { visible: false },
    });
    expect(stranger.status).toBe(401);
    const foreign = await call(server.url, `/api/videos/${video.id}`, {
      method: 'PATCH',
      cookie,
      json: { visible: false },
      headers: CROSS_SITE,
    });
    expect(foreign.status).toBe(403);
    expect((await send('PATCH', '/api/videos/missing', { visible: false })).status).toBe(404);
    expect(await titles('/api/videos')).toEqual(['A']);
  });
});
