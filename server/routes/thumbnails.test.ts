import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const POSTER = readFileSync(
  join(import.meta.dirname, '..', '..', 'demo', 'media', 'lumiere-doree.jpg'),
);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

const post = (body: Buffer, type: string) =>
  call(server.url, '/api/thumbnails', {
    method: 'POST',
    cookie,
    body: new Uint8Array(body),
    headers: { 'Content-Type': type },
  });

describe('POST /api/thumbnails', () => {
  it('stores jpeg, png and webp by content and answers their address', async () => {
    for (const [body, type, extension] of [
      [POSTER, 'image/jpeg', 'jpg'],
      [PNG, 'image/png', 'png'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const response = await post(body, type);
      expect(response.status).toBe(201);
      const { url } = (await response.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/media/[0-9a-f-]{36}\\.${extension}$`));
      expect(readFileSync(join(server.store.mediaDir, url.slice(7))).equals(body)).toBe(true);
    }
  });

  it('is served as the poster of a saved video', async () => {
    const { url } = (await (await post(POSTER, 'image/jpeg')).json()) as { url: string };
    expect((await call(server.url, url)).status).toBe(404);
    await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      json: {
        title: 'T',
        url: 'https://vimeo.com/76979871',
        video_type: 'vimeo',
        thumbnail_url: url,
      },
    });
    const served = await call(server.url, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('refuses other types (415), a lying body (415) and more than 2 MB (413)', async () => {
    expect((await post(POSTER, 'image/svg+xml')).status).toBe(415);
    expect((await post(Buffer.from('<svg onload=alert(1)>'), 'image/png')).status).toBe(415);
    const big = Buffer.concat([POSTER, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await post(big, 'image/jpeg')).status).toBe(413);
    expect(readdirSync(server.store.mediaDir)).toEqual([]);
  });
});
