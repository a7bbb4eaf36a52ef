import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import {
  IDS,
  JPEG,
  startYtimgStandin,
  type YtimgStandin,
} from '../../tests/support/fakes/ytimg-stand-in.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';

const TIMEOUT_MS = 1000;
const STORED = /^\/media\/[0-9a-f-]{36}\.jpg$/;

let ytimg: YtimgStandin;
let server: AdminTestServer;
let cookie: string;
beforeEach(async () => {
  ytimg = await startYtimgStandin();
  server = await startAdminTestServer({}, { origin: ytimg.origin, timeoutMs: TIMEOUT_MS });
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
  await ytimg.close();
});

const remote = (id: string, name = 'hqdefault') => `https://i.ytimg.com/vi/${id}/${name}.jpg`;
const youtube = (id: string, title = 'Bande démo') => ({
  title,
  url: `https://www.youtube.com/watch?v=${id}`,
  video_type: 'youtube',
  thumbnail_url: remote(id),
});

async function save(method: 'POST' | 'PUT', path: string, json: unknown): Promise<Video> {
  const response = await call(server.url, path, { method, cookie, json });
  expect(response.status).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as Video;
}
const create = (json: unknown) => save('POST', '/api/videos', json);
const edit = (id: string, json: unknown) => save('PUT', `/api/videos/${id}`, json);

const mediaFiles = () => readdirSync(server.store.mediaDir).sort();
const row = (id: string) => server.store.videos.get(id);
const settle = () => server.thumbnails?.idle();

describe('YouTube thumbnails copied to /media after a save', () => {
  it('answers the save as before, then points the row at a same-origin copy', async () => {
    const saved = await create(youtube(IDS.ok));
    // The answer does not wait for the copy.
    expect(saved.thumbnail_url).toBe(remote(IDS.ok));
    await settle();

    const stored = row(saved.id)?.thumbnail_url ?? '';
    expect(stored).toMatch(STORED);
    const name = stored.slice('/media/'.length);
    expect(readFileSync(join(server.store.mediaDir, name)).equals(JPEG)).toBe(true);
    expect(mediaFiles()).toEqual([name]);
    expect(ytimg.paths).toEqual([`/vi/${IDS.ok}/hqdefault.jpg`]);
    // The save and the copy each signal a change of the public content (a rebuild).
    expect(server.contentChanges()).toBe(2);

    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    expect(listed.map((v) => v.thumbnail_url)).toEqual([stored]);
    const served = await call(server.url, stored);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(server.logged).toEqual([]);
  });

  it('copies on an edit that sets a YouTube thumbnail, and asks for the allowed size sent', async () => {
    const saved = await create({ ...youtube(IDS.ok), thumbnail_url: null });
    await settle();
    expect(ytimg.paths).toEqual([]);
    await edit(saved.id, { ...youtube(IDS.ok), thumbnail_url: remote(IDS.ok, 'mqdefault') });
    await settle();
    expect(row(saved.id)?.thumbnail_url).toMatch(STORED);
    expect(ytimg.paths).toEqual([`/vi/${IDS.ok}/mqdefault.jpg`]);
  });

  it.each([
    ['a 404', IDS.missing, 'answered 404'],
    ['a redirect (only the fixed address is asked)', IDS.redirect, 'redirect'],
    ['a body that is not a JPEG', IDS.notJpeg, 'not a JPEG'],
    ['a declared size over 2 MB', IDS.bigDeclared, 'larger than 2097152 bytes'],
    ['a counted size over 2 MB', IDS.bigChunked, 'larger than 2097152 bytes'],
    ['no answer in time', IDS.slowHeaders, `no answer within ${TIMEOUT_MS} ms`],
    ['a body that stops coming', IDS.slowBody, `no answer within ${TIMEOUT_MS} ms`],
  ])('keeps the remote address after %s, logs once, leaves no file', async (_, id, reason) => {
    const saved = await create(youtube(id));
    await settle();
    expect(row(saved.id)?.thumbnail_url).toBe(remote(id));
    expect(mediaFiles()).toEqual([]);
    expect(server.contentChanges()).toBe(1);
    expect(server.logged).toHaveLength(1);
    expect(server.logged[0]).toContain(remote(id));
    expect(server.logged[0]).toContain(reason);
  });

  it('keeps the remote address when the host cannot be reached', async () => {
    await ytimg.close();
    const saved = await create(youtube(IDS.ok));
    await settle();
    expect(row(saved.id)?.thumbnail_url).toBe(remote(IDS.ok));
    expect(mediaFiles()).toEqual([]);
    expect(server.logged).toEqual([expect.stringContaining('ECONNREFUSED')]);
  });

  it('copies nothing outside the allow-list or for another video type', async () => {
    await create({ ...youtube(IDS.ok), thumbnail_url: remote(IDS.ok, 'hq720') });
    await create({
      title: 'Clip',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
      thumbnail_url: remote(IDS.ok),
    });
    await settle();
    expect(ytimg.paths).toEqual([]);
    expect(mediaFiles()).toEqual([]);
  });

  it('drops the copy when the row moved to another id during it: no orphan file', async () => {
    const saved = await create(youtube(IDS.gated));
    await ytimg.gateReached;
    await edit(saved.id, youtube(IDS.ok2, 'Autre vidéo'));
    ytimg.release();
    await settle();

    const stored = row(saved.id)?.thumbnail_url ?? '';
    expect(stored).toMatch(STORED);
    // Only the second id's copy is left: the first one lost its compare-and-set.
    expect(mediaFiles()).toEqual([stored.slice('/media/'.length)]);
    expect(readFileSync(join(server.store.mediaDir, mediaFiles()[0] as string)).equals(JPEG)).toBe(
      true,
    );
    expect(row(saved.id)?.title).toBe('Autre vidéo');
  });

  it('drops the copy when the row was deleted during it', async () => {
    const saved = await create(youtube(IDS.gated));
    await ytimg.gateReached;
    expect(
      (await call(server.url, `/api/videos/${saved.id}`, { method: 'DELETE', cookie })).status,
    ).toBe(204);
    ytimg.release();
    await settle();
    expect(mediaFiles()).toEqual([]);
    expect(server.contentChanges()).toBe(2);
  });

  it('keeps the copy on an edit with the same id, without asking again', async () => {
    const saved = await create(youtube(IDS.ok));
    await settle();
    const stored = row(saved.id)?.thumbnail_url;
    // The form sends the i.ytimg.com address it derives from the id, as on the first save.
    const edited = await edit(saved.id, youtube(IDS.ok, 'Titre modifié'));
    await settle();
    expect(edited).toMatchObject({ title: 'Titre modifié', thumbnail_url: stored });
    expect(existsSync(join(server.store.mediaDir, String(stored).slice(7)))).toBe(true);
    expect(ytimg.paths).toHaveLength(1);
  });

  it('removes the old copy after an edit to another id, then copies the new one', async () => {
    const saved = await create(youtube(IDS.ok));
    await settle();
    const old = String(row(saved.id)?.thumbnail_url).slice('/media/'.length);
    const edited = await edit(saved.id, youtube(IDS.ok2));
    // Removed as soon as the edit committed; the new copy follows in the background.
    expect(edited.thumbnail_url).toBe(remote(IDS.ok2));
    expect(existsSync(join(server.store.mediaDir, old))).toBe(false);
    await settle();
    const stored = String(row(saved.id)?.thumbnail_url);
    expect(stored).toMatch(STORED);
    expect(mediaFiles()).toEqual([stored.slice('/media/'.length)]);
  });

  it('removes the copy when the video is deleted, and stops serving it', async () => {
    const saved = await create(youtube(IDS.ok));
    await settle();
    const stored = String(row(saved.id)?.thumbnail_url);
    expect(
      (await call(server.url, `/api/videos/${saved.id}`, { method: 'DELETE', cookie })).status,
    ).toBe(204);
    expect(mediaFiles()).toEqual([]);
    expect((await call(server.url, stored)).status).toBe(404);
  });
});
