import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/harness/public-app.ts';
import { rawRequest } from '../../tests/support/harness/raw-http.ts';
import { MEDIA_CSP } from '../http/security-headers.ts';
import { PUBLIC_MEDIA_CACHE } from './media.ts';

let server: TestServer;
let path: string;
const SIZE = 1000;
const bytes = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251));

beforeAll(async () => {
  server = await startTestServer();
  const name = `${randomUUID()}.mp4`;
  writeFileSync(join(server.store.mediaDir, name), bytes);
  server.store.videos.create({ title: 'clip', url: `/media/${name}`, video_type: 'direct' });
  path = `/media/${name}`;
});
afterAll(() => server.close());

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { headers });

describe('media', () => {
  it('serves a referenced file whole, announcing range support, as inert data', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers HEAD with the size and no body', async () => {
    const response = await fetch(`${server.url}${path}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=-100', SIZE - 100, SIZE - 1],
    ['bytes=100-', 100, SIZE - 1],
    ['bytes=990-5000', 990, SIZE - 1],
  ])('answers %s with 206 and the exact bytes', async (range, start, end) => {
    const response = await get(path, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await get(path, { range: `bytes=${SIZE}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
  });

  it('refuses a file on disk that no video references', async () => {
    const orphan = `${randomUUID()}.mp4`;
    writeFileSync(join(server.store.mediaDir, orphan), bytes);
    const response = await get(`/media/${orphan}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('refuses a referenced name whose file is gone', async () => {
    const name = `${randomUUID()}.webm`;
    server.store.videos.create({ title: 'gone', url: `/media/${name}`, video_type: 'direct' });
    expect((await get(`/media/${name}`)).status).toBe(404);
  });

  it('never lets a traversal reach the disk', async () => {
    server.store.videos.create({
      title: 'evil',
      url: '/media/../filmfolio.sqlite',
      video_type: 'direct',
    });
    for (const p of [
      '/media/../filmfolio.sqlite',
      '/media/..%2ffilmfolio.sqlite',
      '/media/%2e%2e%2ffilmfolio.sqlite',
      '/media/%2e%2e/filmfolio.sqlite',
      '/media/..%5cfilmfolio.sqlite',
      '/media/filmfolio.sqlite',
      `${path}%00.jpg`,
    ]) {
      const response = await rawRequest(server.url, { method: 'GET', path: p });
      expect(response.status, p).toBe(404);
      expect(response.text).not.toContain('SQLite format');
    }
  });
});
