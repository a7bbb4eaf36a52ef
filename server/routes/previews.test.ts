// Preview copies through the real HTTP server and ffmpeg: a film uploaded through the tus route
// gets its copy after the save, the copy keeps the rules, is served as privately as its film and
// goes with it; a copy sent by a browser is checked by its content.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import { MAX_PREVIEW_BYTES, previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';
import { type TusTarget, tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { probeVideo } from '../media/ffmpeg-preview.ts';

let server: AdminTestServer;
let cookie: string;
let films: string;
beforeAll(() => {
  films = mkdtempSync(join(tmpdir(), 'filmfolio-films-'));
});
afterAll(() => rmSync(films, { recursive: true, force: true }));
afterEach(async () => {
  await server.close();
});

async function start() {
  server = await startAdminTestServer({}, undefined, { previews: true });
  cookie = await server.signIn();
}

const target = (): TusTarget => ({ base: server.url, headers: () => ({ Cookie: cookie }) });
const nameOf = (url: string) => url.slice('/media/'.length);

/** Uploads a generated film through tus and saves it as a video. */
async function uploadFilm(file: string, extra: Record<string, unknown> = {}): Promise<Video> {
  const { mediaUrl } = await tusUpload(target(), readFileSync(file), {
    name: 'film.mp4',
    type: 'video/mp4',
  });
  const response = await call(server.url, '/api/videos', {
    method: 'POST',
    cookie,
    json: { title: 'Plan-séquence', url: mediaUrl, video_type: 'direct', ...extra },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
}

const publicList = async () => (await (await call(server.url, '/api/videos')).json()) as Video[];

describe('preview copies made by the server', () => {
  it('makes a silent 640 px H.264 excerpt from the chosen start, served beside the film', async () => {
    await start();
    const film = makeTestFilm(films, 'wide.mp4', { seconds: 24, width: 1280, height: 720 });
    const saved = await uploadFilm(film, { preview_start: 6 });
    // The save answers at once: the copy is missing until the maker is done.
    expect(saved.preview_state).not.toBe('ready');
    expect(saved.preview_start).toBe(6);
    // The copy is on its way from the save's answer on: no list says it is missing meanwhile.
    expect((await publicList())[0]?.preview_state).toBe('preparing');
    await server.previews?.idle();

    const [listed] = await publicList();
    const name = nameOf(saved.url);
    expect(listed?.preview_state).toBe('ready');
    expect(listed?.preview_url).toBe(`/media/${previewName(name)}`);
    expect(listed?.preview_poster_url).toBe(`/media/${previewPosterName(name)}`);

    const served = await call(server.url, listed?.preview_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const copy = join(server.store.mediaDir, previewName(name));
    const probe = await probeVideo(copy);
    expect(probe).toMatchObject({ videoCodec: 'h264', hasAudio: false, width: 640, height: 360 });
    expect(probe.duration).toBeGreaterThan(14.5);
    expect(probe.duration).toBeLessThanOrEqual(15.5);
    expect(probe.bytes).toBeLessThan(1.5 * 1024 * 1024);
    // The index (moov) comes before the frames (mdat): it plays while it downloads.
    const head = readFileSync(copy)
      .subarray(0, 64 * 1024)
      .toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    const poster = await call(server.url, listed?.preview_poster_url ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    // 6 s leaves a full excerpt in a 24 s film: the start is kept as chosen.
    const rows = server.store.db.prepare('SELECT start FROM video_previews').all();
    expect(rows).toEqual([{ start: 6 }]);
  });

  it('remakes the copy when the start changes, hides it with its film, removes it with it', async () => {
    await start();
    const film = makeTestFilm(films, 'short.mp4', { seconds: 8, width: 480, height: 270 });
    const saved = await uploadFilm(film);
    await server.previews?.idle();
    const name = nameOf(saved.url);
    const copy = `/media/${previewName(name)}`;

    const edit = await call(server.url, `/api/videos/${saved.id}`, {
      method: 'PUT',
      cookie,
      json: { title: saved.title, url: saved.url, video_type: 'direct', preview_start: 3 },
    });
    expect(((await edit.json()) as Video).preview_state).toBe('missing');
    await server.previews?.idle();
    // An 8 s film is taken whole: the start moves back to 0.
    expect(
      server.store.db.prepare('SELECT start, requested_start FROM video_previews').all(),
    ).toEqual([{ start: 0, requested_start: 3 }]);
    expect((await publicList())[0]?.preview_state).toBe('ready');
    // A small film keeps its width.
    expect((await probeVideo(join(server.store.mediaDir, previewName(name)))).width).toBe(480);

    await call(server.url, `/api/videos/${saved.id}`, {
      method: 'PATCH',
      cookie,
      json: { visible: false },
    });
    expect((await call(server.url, copy)).status).toBe(404);
    const asAdmin = await call(server.url, copy, { cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');

    const admin = await call(server.url, `/api/admin/videos/${saved.id}/preview`, { cookie });
    expect(await admin.json()).toMatchObject({ state: 'ready', progress: null });

    expect(
      (await call(server.url, `/api/videos/${saved.id}`, { method: 'DELETE', cookie })).status,
    ).toBe(204);
    expect(existsSync(join(server.store.mediaDir, previewName(name)))).toBe(false);
    expect(existsSync(join(server.store.mediaDir, previewPosterName(name)))).toBe(false);
  });

  it("asks for the copy again with Créer l'aperçu", async () => {
    await start();
    const film = makeTestFilm(films, 'again.mp4', { seconds: 4, width: 320, height: 180 });
    const saved = await uploadFilm(film);
    await server.previews?.idle();
    const name = nameOf(saved.url);
    server.store.videos.setPreview(name, { state: 'failed', start: 0, requested_start: 0 });
    expect(server.store.videos.get(saved.id)?.preview_state).toBe('failed');
    const asked = await call(server.url, `/api/videos/${saved.id}/preview`, {
      method: 'POST',
      cookie,
    });
    expect(asked.status).toBe(202);
    await server.previews?.idle();
    expect(server.store.videos.get(saved.id)?.preview_state).toBe('ready');
    // Only for the administrator.
    expect(
      (await call(server.url, `/api/videos/${saved.id}/preview`, { method: 'POST' })).status,
    ).toBe(401);
  });
});

describe('preview copies sent by the browser', () => {
  async function send(id: string, body: Buffer) {
    return call(server.url, `/api/videos/${id}/preview`, {
      method: 'PUT',
      cookie,
      body: new Uint8Array(body),
      headers: { 'Content-Type': 'video/mp4' },
    });
  }

  it('stores a copy that keeps the rules and refuses the others with their status', async () => {
    await start();
    const film = makeTestFilm(films, 'source.mp4', { seconds: 3, width: 320, height: 180 });
    const saved = await uploadFilm(film);
    await server.previews?.idle();

    const withSound = makeTestFilm(films, 'sound.mp4', { seconds: 2, width: 320, height: 180 });
    const answer = await send(saved.id, readFileSync(withSound));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fields: { preview: 'preview_has_audio' } });

    const wide = makeTestFilm(films, 'wide-copy.mp4', {
      seconds: 2,
      width: 1280,
      height: 720,
      audio: false,
    });
    expect(await (await send(saved.id, readFileSync(wide))).json()).toMatchObject({
      fields: { preview: 'preview_too_wide' },
    });

    const long = makeTestFilm(films, 'long.mp4', {
      seconds: 17,
      width: 160,
      height: 90,
      audio: false,
    });
    expect(await (await send(saved.id, readFileSync(long))).json()).toMatchObject({
      fields: { preview: 'preview_too_long' },
    });

    const webm = makeTestFilm(films, 'copy.webm', {
      seconds: 2,
      width: 320,
      height: 180,
      audio: false,
      format: 'webm',
    });
    expect((await send(saved.id, readFileSync(webm))).status).toBe(415);
    // Named MP4, but not a video at all.
    expect((await send(saved.id, Buffer.from('not a film, only text'))).status).toBe(415);
    expect((await send(saved.id, Buffer.alloc(MAX_PREVIEW_BYTES + 1))).status).toBe(413);

    const good = makeTestFilm(films, 'good.mp4', {
      seconds: 2,
      width: 320,
      height: 180,
      audio: false,
    });
    const stored = await send(saved.id, readFileSync(good));
    expect(stored.status).toBe(200);
    const name = nameOf(saved.url);
    expect(readFileSync(join(server.store.mediaDir, previewName(name)))).toEqual(
      readFileSync(good),
    );
    expect(existsSync(join(server.store.mediaDir, previewPosterName(name)))).toBe(true);
    // Nothing half-written is left in the media folder.
    expect(
      (await import('node:fs')).readdirSync(server.store.mediaDir).filter((n) => n.startsWith('.')),
    ).toEqual([]);
  });
});
