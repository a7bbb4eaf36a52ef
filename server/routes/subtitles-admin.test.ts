// Subtitle files through the real HTTP server (issue 32 point 5, docs/subtitles.md): the limits
// and statuses, SRT stored as WebVTT, served as privately as their film (a private link's
// visitors through it), carried by backups and removed with their film.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUBTITLE_BYTES } from '../../src/lib/subtitles/subtitle-file.ts';
import type { Video } from '../../src/lib/video.ts';
import { makeTestFilm } from '../../tests/support/data/test-film.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';
import { type TusTarget, tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { referencedMedia } from '../ops/referenced-media.ts';

let server: AdminTestServer;
let cookie: string;
let films: string;
beforeAll(() => {
  films = mkdtempSync(join(tmpdir(), 'filmfolio-subtitles-'));
});
afterAll(() => rmSync(films, { recursive: true, force: true }));
afterEach(async () => {
  await server.close();
});

const VTT = 'WEBVTT\n\n00:00.500 --> 00:02.000\nBonjour.\n';
const SRT = '1\r\n00:00:00,500 --> 00:00:02,000\r\nHello.\r\n';

async function filmOnServer(): Promise<Video> {
  server = await startAdminTestServer();
  cookie = await server.signIn();
  const target: TusTarget = { base: server.url, headers: () => ({ Cookie: cookie }) };
  const file = makeTestFilm(films, 'film.mp4', { seconds: 2, width: 320, height: 180 });
  const { mediaUrl } = await tusUpload(target, readFileSync(file), {
    name: 'film.mp4',
    type: 'video/mp4',
  });
  const response = await call(server.url, '/api/videos', {
    method: 'POST',
    cookie,
    json: { title: 'Court', url: mediaUrl, video_type: 'direct' },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
}

function send(id: string, name: string, content: string, language = 'fr', kind = 'subtitles') {
  const query = new URLSearchParams({ language, kind, name });
  return call(server.url, `/api/videos/${id}/subtitles?${query}`, {
    method: 'POST',
    cookie,
    body: content,
  });
}

const listed = async (id: string) =>
  ((await (await call(server.url, '/api/videos')).json()) as Video[]).find((v) => v.id === id);

describe('subtitle files on the local server', () => {
  it('stores WebVTT as it is and SRT as WebVTT, listed with the film and served as text/vtt', async () => {
    const film = await filmOnServer();
    const changes = server.contentChanges();
    expect((await send(film.id, 'fr.vtt', VTT)).status).toBe(201);
    expect((await send(film.id, 'en.srt', SRT, 'en', 'captions')).status).toBe(201);
    expect(server.contentChanges()).toBe(changes + 2);

    const tracks = (await listed(film.id))?.subtitles ?? [];
    expect(tracks.map((t) => [t.language, t.kind])).toEqual([
      ['en', 'captions'],
      ['fr', 'subtitles'],
    ]);
    const english = await call(server.url, tracks[0]?.url ?? '');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await english.text()).toBe('WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello.\n');

    // Same language and kind: the new file replaces the old one, file included.
    const oldName = tracks[1]?.url.slice('/media/'.length) ?? '';
    expect((await send(film.id, 'fr2.vtt', VTT.replace('Bonjour', 'Salut'))).status).toBe(201);
    const after = (await listed(film.id))?.subtitles ?? [];
    expect(after).toHaveLength(2);
    expect(existsSync(join(server.store.mediaDir, oldName))).toBe(false);
    expect(referencedMedia(server.store.db).has(after[1]?.url.slice('/media/'.length) ?? '')).toBe(
      true,
    );
  });

  it('refuses bad files with their status and the first bad line, storing nothing', async () => {
    const film = await filmOnServer();
    const before = readdirSync(server.store.mediaDir).length;
    const bad = await send(
      film.id,
      'fr.vtt',
      'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\n00:03,000 --> 00:04.000\nB\n',
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'validation',
      fields: { file: 'bad_timing:6' },
    });
    expect((await send(film.id, 'fr.txt', VTT)).status).toBe(415);
    expect((await send(film.id, 'fr.vtt', 'x'.repeat(MAX_SUBTITLE_BYTES + 1))).status).toBe(413);
    const language = await send(film.id, 'fr.vtt', VTT, 'french');
    expect(await language.json()).toMatchObject({ fields: { language: 'language_invalid' } });
    expect((await send(film.id, 'fr.vtt', VTT, 'fr', 'karaoke')).status).toBe(400);
    expect(readdirSync(server.store.mediaDir)).toHaveLength(before);
    expect((await listed(film.id))?.subtitles).toBeUndefined();
    // Without the session: refused before anything is read.
    const anonymous = await fetch(`${server.url}/api/videos/${film.id}/subtitles`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
  });

  it("keeps a hidden film's subtitles private, served through its private link", async () => {
    const film = await filmOnServer();
    await send(film.id, 'fr.vtt', VTT);
    const url = (await listed(film.id))?.subtitles?.[0]?.url ?? '';
    const hide = await call(server.url, `/api/videos/${film.id}`, {
      method: 'PATCH',
      cookie,
      json: { visible: false },
    });
    expect(hide.status).toBe(200);
    expect((await call(server.url, url)).status).toBe(404);
    expect((await call(server.url, url, { cookie })).status).toBe(200);
    const link = server.store.links.create({
      name: 'Productrice',
      message: null,
      video_ids: [film.id],
      expires_on: null,
    });
    const name = url.slice('/media/'.length);
    const viaLink = await call(server.url, `/p/${link.token}/media/${name}`);
    expect(viaLink.status).toBe(200);
    expect(await viaLink.text()).toBe(VTT);
  });

  it('removes a subtitle file on request, and every one with its film', async () => {
    const film = await filmOnServer();
    await send(film.id, 'fr.vtt', VTT);
    await send(film.id, 'en.vtt', VTT, 'en');
    const [first, second] = (await listed(film.id))?.subtitles ?? [];
    const gone = await call(server.url, `/api/videos/${film.id}/subtitles/${first?.id}`, {
      method: 'DELETE',
      cookie,
    });
    expect(gone.status).toBe(204);
    expect((await call(server.url, first?.url ?? '')).status).toBe(404);
    expect((await listed(film.id))?.subtitles).toHaveLength(1);

    const deleted = await call(server.url, `/api/videos/${film.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBeLessThan(300);
    const name = second?.url.slice('/media/'.length) ?? '';
    expect(existsSync(join(server.store.mediaDir, name))).toBe(false);
    expect(server.store.db.prepare('SELECT COUNT(*) AS n FROM video_subtitles').get()?.n).toBe(0);
  });
});
