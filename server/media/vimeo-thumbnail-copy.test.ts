import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import {
  startVimeoStandin,
  VIMEO_IDS,
  type VimeoStandin,
} from '../../tests/support/fakes/vimeo-stand-in.ts';
import { JPEG } from '../../tests/support/fakes/ytimg-stand-in.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';

const TIMEOUT_MS = 1000;
const STORED = /^\/media\/[0-9a-f-]{36}\.jpg$/;

let vimeo: VimeoStandin;
let server: AdminTestServer;
let cookie: string;
beforeEach(async () => {
  vimeo = await startVimeoStandin();
  server = await startAdminTestServer(
    {},
    {
      origin: vimeo.origin,
      vimeo: { endpoint: vimeo.endpoint, imageOrigin: vimeo.origin },
      timeoutMs: TIMEOUT_MS,
    },
  );
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
  await vimeo.close();
});

const video = (id: string, thumbnail_url: string | null = null) => ({
  title: 'Film Vimeo',
  url: `https://vimeo.com/${id}`,
  video_type: 'vimeo',
  thumbnail_url,
});
const question = (id: string) =>
  `/api/oembed.json?url=${encodeURIComponent(`https://vimeo.com/${id}`)}&width=1280`;
const remote = (id: string) => `${vimeo.origin}/video/${id}-abc_1280`;

async function save(method: 'POST' | 'PUT', path: string, json: unknown): Promise<Video> {
  const response = await call(server.url, path, { method, cookie, json });
  expect(response.status).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as Video;
}
const create = (json: unknown) => save('POST', '/api/videos', json);
const mediaFiles = () => readdirSync(server.store.mediaDir).sort();
const row = (id: string) => server.store.videos.get(id);
const settle = () => server.thumbnails?.idle();

describe('Vimeo thumbnails found through oEmbed after a save', () => {
  it('takes the film’s size from the answer, for its frame (docs/card.md)', async () => {
    const scope = await create(video(VIMEO_IDS.scope));
    const plain = await create(video(VIMEO_IDS.ok));
    await settle();
    expect(row(scope.id)).toMatchObject({ source_width: 1280, source_height: 536 });
    expect(row(plain.id)).toMatchObject({ source_width: null, source_height: null });
  });

  it("asks oEmbed about the video, then stores a same-origin copy of Vimeo's image", async () => {
    const saved = await create(video(VIMEO_IDS.ok));
    // The answer does not wait for the lookup.
    expect(saved.thumbnail_url).toBeNull();
    await settle();
    const stored = row(saved.id)?.thumbnail_url ?? '';
    expect(stored).toMatch(STORED);
    const name = stored.slice('/media/'.length);
    expect(readFileSync(join(server.store.mediaDir, name)).equals(JPEG)).toBe(true);
    expect(mediaFiles()).toEqual([name]);
    expect(vimeo.paths).toEqual([question(VIMEO_IDS.ok), `/video/${VIMEO_IDS.ok}-abc_1280`]);
    // The save and the thumbnail each signal a change of the public content (a rebuild).
    expect(server.contentChanges()).toBe(2);
    expect(server.logged).toEqual([]);
  });

  it('keeps the remote address when the image cannot be copied (type, redirect, size, time)', async () => {
    for (const id of [
      VIMEO_IDS.imageNotImage,
      VIMEO_IDS.imageRedirect,
      VIMEO_IDS.imageTooBig,
      VIMEO_IDS.imageSlow,
    ]) {
      const saved = await create(video(id));
      await settle();
      expect([id, row(saved.id)?.thumbnail_url]).toEqual([id, remote(id)]);
    }
    expect(mediaFiles()).toEqual([]);
    expect(server.logged).toHaveLength(4);
    for (const line of server.logged) expect(line).toMatch(/not copied; the remote address stays/);
    expect(server.logged[3]).toContain(`no answer within ${TIMEOUT_MS} ms`);
    // The redirect was not followed.
    expect(vimeo.paths.filter((p) => p === `/video/${VIMEO_IDS.ok}-abc_1280`)).toEqual([]);
  });

  it('stores nothing when oEmbed fails or names another host', async () => {
    for (const id of [
      VIMEO_IDS.missing,
      VIMEO_IDS.foreignHost,
      VIMEO_IDS.oEmbedRedirect,
      VIMEO_IDS.oEmbedTooBig,
      VIMEO_IDS.oEmbedNotJson,
    ]) {
      const saved = await create(video(id));
      await settle();
      expect([id, row(saved.id)?.thumbnail_url]).toEqual([id, null]);
    }
    expect(mediaFiles()).toEqual([]);
    // Only oEmbed questions: no image was asked for, and the redirect was not followed.
    expect(vimeo.paths.every((p) => p.startsWith('/api/oembed.json?'))).toBe(true);
    expect(vimeo.paths).toHaveLength(5);
    expect(server.logged).toHaveLength(5);
    for (const line of server.logged)
      expect(line).toMatch(/not found; the video keeps no thumbnail/);
    // Only the save itself changed the public content.
    expect(server.contentChanges()).toBe(5);
  });

  it('asks nothing when a thumbnail is given, and an edit of the same video keeps the one found', async () => {
    const saved = await create(video(VIMEO_IDS.ok));
    await settle();
    const found = row(saved.id)?.thumbnail_url;
    expect(found).toMatch(STORED);
    const asked = vimeo.paths.length;
    await save('PUT', `/api/videos/${saved.id}`, { ...video(VIMEO_IDS.ok), title: 'Nouveau' });
    await settle();
    expect(row(saved.id)?.thumbnail_url).toBe(found);
    expect(vimeo.paths).toHaveLength(asked);
    // A Vimeo CDN address given by the browser (Supabase mode does so) is stored as is.
    const cdn = 'https://i.vimeocdn.com/video/1-abc_1280';
    const given = await create({ ...video('2002'), thumbnail_url: cdn });
    await settle();
    expect(row(given.id)?.thumbnail_url).toBe(cdn);
    expect(vimeo.paths).toHaveLength(asked);
  });
});
