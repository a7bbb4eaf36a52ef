// Resized copies through the real HTTP server: made after the saves that store an image (a
// poster, a copied YouTube thumbnail, the photo), served beside their original, removed with it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { variantName } from '../../src/lib/image-variants.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import { imageInfo, testImage } from '../../tests/support/data/images.ts';
import {
  IDS,
  startYtimgStandin,
  type YtimgStandin,
} from '../../tests/support/fakes/ytimg-stand-in.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';
import { PUBLIC_MEDIA_CACHE } from './media.ts';

let server: AdminTestServer;
let ytimg: YtimgStandin | null = null;
let cookie: string;
afterEach(async () => {
  await server.close();
  await ytimg?.close();
  ytimg = null;
});

async function startServer(withYtimg = false) {
  ytimg = withYtimg ? await startYtimgStandin() : null;
  server = await startAdminTestServer({}, ytimg ? { origin: ytimg.origin } : undefined, {
    variants: true,
  });
  cookie = await server.signIn();
}

/** Every background task a save started: the thumbnail copy, then the copies it asked for. */
async function settle() {
  await server.thumbnails?.idle();
  await server.variants?.idle();
}

const nameOf = (url: string) => url.slice('/media/'.length);
const media = () => readdirSync(server.store.mediaDir).sort();

async function postPoster(bytes: Buffer): Promise<string> {
  const response = await call(server.url, '/api/thumbnails', {
    method: 'POST',
    cookie,
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': 'image/jpeg' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function createVideo(json: Record<string, unknown>): Promise<Video> {
  const response = await call(server.url, '/api/videos', { method: 'POST', cookie, json });
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
}

async function fetchImage(url: string) {
  const response = await call(server.url, url);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, info: response.status === 200 ? await imageInfo(body) : null };
}

describe('image variants on the local server', () => {
  it('a saved poster gets WebP copies the public list names and the server serves', async () => {
    await startServer();
    const poster = await postPoster(await testImage({ width: 1920, height: 1080 }));
    // Not referenced yet: neither the upload nor a copy of it is served.
    expect((await call(server.url, `${poster}.480w.webp`)).status).toBe(404);
    const saved = await createVideo({
      title: 'Nuit américaine',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
      thumbnail_url: poster,
    });
    // The save answers without waiting for the copies.
    expect(saved.thumbnail_variants).toBeUndefined();
    await settle();

    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    expect(listed[0]?.thumbnail_variants).toEqual({
      width: 1920,
      height: 1080,
      widths: [480, 960, 1600],
    });
    for (const [width, height] of [
      [480, 270],
      [960, 540],
      [1600, 900],
    ] as const) {
      const { response, info } = await fetchImage(variantName(poster, width));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE);
      expect(info).toEqual({ width, height, format: 'webp' });
    }
    // The original is untouched and still served as it was.
    const original = await fetchImage(poster);
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    expect(original.info).toEqual({ width: 1920, height: 1080, format: 'jpeg' });
    // The save and the copies each asked for a rebuild.
    expect(server.contentChanges()).toBe(2);

    // Deleting the video takes the poster and its copies.
    const deleted = await call(server.url, `/api/videos/${saved.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect(media()).toEqual([]);
    expect((await call(server.url, variantName(poster, 480))).status).toBe(404);
  });

  it('a replaced poster leaves no copy of the old one behind', async () => {
    await startServer();
    const first = await postPoster(await testImage({ width: 1000, height: 560 }));
    const saved = await createVideo({
      title: 'Essai',
      url: 'https://vimeo.com/1',
      video_type: 'vimeo',
      thumbnail_url: first,
    });
    await settle();
    expect(media()).toEqual(
      [nameOf(first), nameOf(variantName(first, 480)), nameOf(variantName(first, 960))].sort(),
    );
    const second = await postPoster(await testImage({ width: 700, height: 400 }));
    const edited = await call(server.url, `/api/videos/${saved.id}`, {
      method: 'PUT',
      cookie,
      json: {
        title: 'Essai',
        url: 'https://vimeo.com/1',
        video_type: 'vimeo',
        thumbnail_url: second,
      },
    });
    expect(edited.status).toBe(200);
    await settle();
    expect(media()).toEqual([nameOf(second), nameOf(variantName(second, 480))].sort());
  });

  it('a YouTube thumbnail copied to /media gets its copies too', async () => {
    await startServer(true);
    await createVideo({
      title: 'Bande démo',
      url: `https://www.youtube.com/watch?v=${IDS.ok}`,
      video_type: 'youtube',
      thumbnail_url: `https://i.ytimg.com/vi/${IDS.ok}/hqdefault.jpg`,
    });
    await settle();
    const [video] = server.store.videos.list();
    const stored = video?.thumbnail_url ?? '';
    expect(stored).toMatch(/^\/media\//);
    // The stand-in's JPEG is 640 px wide: one copy, at 480.
    expect(video?.thumbnail_variants).toEqual({ width: 640, height: 360, widths: [480] });
    expect((await fetchImage(variantName(stored, 480))).info).toEqual({
      width: 480,
      height: 270,
      format: 'webp',
    });
  });

  it('the photo gets its copies, and a new photo removes the old copies', async () => {
    await startServer();
    const putPhoto = async (bytes: Buffer) => {
      const response = await call(server.url, '/api/settings/photo', {
        method: 'PUT',
        cookie,
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'portrait.jpg' },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as SiteSettings).photo?.url ?? '';
    };
    const first = await putPhoto(await testImage({ width: 1200, height: 1500 }));
    await settle();
    const settings = (await (await call(server.url, '/api/settings')).json()) as SiteSettings;
    expect(settings.photo?.variants).toEqual({ width: 1200, height: 1500, widths: [480, 960] });
    expect((await fetchImage(variantName(first, 960))).info).toEqual({
      width: 960,
      height: 1200,
      format: 'webp',
    });

    const second = await putPhoto(await testImage({ width: 500, height: 620 }));
    await settle();
    expect(existsSync(join(server.store.mediaDir, nameOf(variantName(first, 480))))).toBe(false);
    expect(media()).toEqual([nameOf(second), nameOf(variantName(second, 480))].sort());
  });
});
