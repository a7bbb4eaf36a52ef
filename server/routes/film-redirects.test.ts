import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/harness/public-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fields = (slug: string) => ({
  title: 'Clip',
  description: null,
  url: 'https://vimeo.com/76979871',
  video_type: 'vimeo',
  thumbnail_url: null,
  slug,
});

describe('old film addresses', () => {
  it('answer 301 to the current page, with and without the trailing slash, GET and HEAD', async () => {
    const { id } = server.store.videos.create(fields('premier'));
    server.store.videos.update(id, fields('second'));
    for (const [method, path] of [
      ['GET', '/films/premier/'],
      ['GET', '/films/premier'],
      ['HEAD', '/films/premier/'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method, redirect: 'manual' });
      expect([method, path, response.status, response.headers.get('location')]).toEqual([
        method,
        path,
        301,
        '/films/second/',
      ]);
    }
  });

  it('leave current, unknown and malformed addresses to the site (404 here)', async () => {
    for (const path of [
      '/films/second/',
      '/films/inconnu/',
      '/films/%C3%A9t%C3%A9/',
      '/films/a/b/',
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      await response.body?.cancel();
      expect([path, response.status]).toEqual([path, 404]);
    }
  });
});
