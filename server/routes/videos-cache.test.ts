import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
beforeAll(async () => {
  server = await startAdminTestServer();
  cookie = await server.signIn();
});
afterAll(() => server.close());

// fetch asks for gzip by default; identity unless a test asks, to see the strong ETag.
const list = (headers: Record<string, string> = {}) =>
  call(server.url, '/api/videos', { headers: { 'Accept-Encoding': 'identity', ...headers } });

/** The answer now, checked against the store read afresh (what the uncached route sent). */
async function current(): Promise<{ body: string; etag: string }> {
  const response = await list();
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body).toBe(JSON.stringify(server.store.videos.list()));
  const etag = response.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  return { body, etag };
}

async function write(method: string, path: string, json?: unknown): Promise<Response> {
  const response = await call(
    server.url,
    path,
    json === undefined ? { method, cookie } : { method, cookie, json },
  );
  expect(response.status).toBeLessThan(300);
  return response;
}

const youtube = (title: string) => ({
  title,
  url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  video_type: 'youtube',
});

describe('GET /api/videos cache', () => {
  it('answers the store list as JSON, revalidated, with an ETag', async () => {
    const response = await list();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    await current();
  });

  it('answers 304 without a body to a matching If-None-Match, weak or in a list', async () => {
    const { etag } = await current();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await list({ 'If-None-Match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('');
    }
    expect((await list({ 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('weakens the ETag of a compressed copy, which still revalidates', async () => {
    for (const title of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six']) {
      await write('POST', '/api/videos', youtube(title));
    }
    const { etag } = await current();
    const gzip = await list({ 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(`W/${etag}`);
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    const again = await list({ 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${etag}` });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { etag } = await current();
    const head = await call(server.url, '/api/videos', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const conditional = await call(server.url, '/api/videos', {
      method: 'HEAD',
      headers: { 'If-None-Match': etag },
    });
    expect(conditional.status).toBe(304);
  });

  it('changes body and ETag at once after every kind of write', async () => {
    const seen = new Set<string>();
    const expectChanged = async () => {
      const { body, etag } = await current();
      expect(seen.has(etag)).toBe(false);
      seen.add(etag);
      return body;
    };
    await expectChanged();
    const first = (await (await write('POST', '/api/videos', youtube('Un'))).json()) as Video;
    await expectChanged();
    const second = (await (await write('POST', '/api/videos', youtube('Deux'))).json()) as Video;
    expect(await expectChanged()).toContain(second.id);
    await write('PUT', `/api/videos/${first.id}`, youtube('Un modifié'));
    expect(await expectChanged()).toContain('Un modifié');
    await write('PATCH', `/api/videos/${first.id}`, { layout: 'full' });
    await expectChanged();
    await write('PATCH', `/api/videos/${first.id}`, { keep_small_format: true });
    await expectChanged();
    const ids = server.store.videos.list().map((video) => video.id);
    await write('PUT', '/api/videos/order', { ids: [...ids].reverse() });
    await expectChanged();
    await write('DELETE', `/api/videos/${second.id}`);
    expect(await expectChanged()).not.toContain(second.id);
  });

  it('counts a write made straight on the store, with no route involved', async () => {
    const before = await current();
    const [video] = server.store.videos.list();
    if (!video) throw new Error('no video left to change');
    server.store.videos.setLayout(video.id, video.layout === 'half' ? 'normal' : 'half');
    const after = await current();
    expect(after.etag).not.toBe(before.etag);
    expect((await list({ 'If-None-Match': before.etag })).status).toBe(200);
  });
});
