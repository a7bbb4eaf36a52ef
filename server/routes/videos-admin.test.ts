import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The app logs a failed request; these tests cause failures on purpose. */
const expectLoggedFailure = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const send = (method: string, path: string, json?: unknown) =>
  call(server.url, path, json === undefined ? { method, cookie } : { method, cookie, json });

async function create(fields: Record<string, unknown>): Promise<Video> {
  const response = await send('POST', '/api/videos', fields);
  expect(response.status).toBe(201);
  return (await response.json()) as Video;
}

/** A stored file as an upload or a thumbnail would leave it. */
function storedFile(extension: string, bytes = Buffer.from('00000000ftypisom')): string {
  const name = `${randomUUID()}.${extension}`;
  writeFileSync(join(server.store.mediaDir, name), bytes);
  return name;
}

/** A direct video whose file and poster this server stored. */
async function createDirect(): Promise<{ file: string; poster: string; video: Video }> {
  const file = storedFile('mp4');
  const poster = storedFile('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  const video = await create({
    title: 'Directe',
    url: `/media/${file}`,
    video_type: 'direct',
    thumbnail_url: `/media/${poster}`,
  });
  return { file, poster, video };
}

const yt = (title: string) => ({
  title,
  url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  video_type: 'youtube',
});

describe('video management', () => {
  it('creates at the end with layout normal, edits, sets layout and small format', async () => {
    const first = await create(yt('Première'));
    const second = await create({
      ...yt('Deuxième'),
      description: 'Vimeo',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
    });
    expect(first).toMatchObject({ order_position: 0, layout: 'normal', keep_small_format: false });
    expect(second).toMatchObject({ order_position: 1, video_type: 'vimeo', description: 'Vimeo' });

    const edited = await send('PUT', `/api/videos/${first.id}`, {
      ...yt('Titre modifié'),
      thumbnail_url: 'https://i.ytimg.com/vi/R6MlUcmOul8/hqdefault.jpg',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: 'Titre modifié',
      thumbnail_url: 'https://i.ytimg.com/vi/R6MlUcmOul8/hqdefault.jpg',
    });

    const layout = await send('PATCH', `/api/videos/${first.id}`, { layout: 'half' });
    expect(await layout.json()).toMatchObject({ layout: 'half' });
    const small = await send('PATCH', `/api/videos/${first.id}`, { keep_small_format: true });
    expect(await small.json()).toMatchObject({ keep_small_format: true, layout: 'half' });

    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    expect(listed.map((v) => v.title)).toEqual(['Titre modifié', 'Deuxième']);
    expect(server.contentChanges()).toBe(5);
  });

  it('stores a title with HTML verbatim and returns it as JSON text', async () => {
    const title = '<img src=x onerror=alert(1)> & <b>gras</b>';
    const video = await create(yt(title));
    const raw = await (await call(server.url, '/api/videos')).text();
    expect(raw).toContain(JSON.stringify(title).slice(1, -1));
    expect(video.title).toBe(title);
    expect(server.store.videos.get(video.id)?.title).toBe(title);
  });

  it('refuses invalid input with field codes, and non-JSON with 415', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...yt(' '), title: '  ' }, { title: 'title_required' }],
      [{ ...yt('x'), url: 'https://www.youtube.com/watch?v=short' }, { url: 'youtube_invalid' }],
      [{ ...yt('x'), video_type: 'vimeo' }, { url: 'vimeo_invalid' }],
      [
        { ...yt('x'), video_type: 'direct', url: 'https://example.com/a.mp4' },
        { url: 'direct_invalid' },
      ],
      [
        { ...yt('x'), video_type: 'direct', url: `/media/${randomUUID()}.mp4` },
        { url: 'direct_invalid' },
      ],
      [
        { ...yt('x'), thumbnail_url: 'https://evil.example/t.jpg' },
        { thumbnail_url: 'thumbnail_invalid' },
      ],
      [
        { ...yt('x'), thumbnail_url: 'javascript:alert(1)' },
        { thumbnail_url: 'thumbnail_invalid' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await send('POST', '/api/videos', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'validation', fields });
    }
    const unknownKey = await send('POST', '/api/videos', { ...yt('x'), order_position: 9 });
    expect(unknownKey.status).toBe(400);
    const text = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      body: JSON.stringify(yt('x')),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await broken.json()).toMatchObject({ error: 'bad_request' });
    const huge = await send('POST', '/api/videos', {
      ...yt('x'),
      description: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(413);
    expect(
      await send('PATCH', `/api/videos/${randomUUID()}`, { layout: 'full' }).then((r) => r.status),
    ).toBe(404);
    expect(server.store.videos.count()).toBe(0);
    expect(server.contentChanges()).toBe(0);
  });

  it('accepts a direct video and poster this server stored', async () => {
    const { file, poster, video } = await createDirect();
    expect(video).toMatchObject({ url: `/media/${file}`, thumbnail_url: `/media/${poster}` });
    expect((await call(server.url, `/media/${file}`)).status).toBe(200);
  });

  it('deletes the row, then its video and poster files, which are no longer served', async () => {
    const { file, poster, video } = await createDirect();
    const response = await send('DELETE', `/api/videos/${video.id}`);
    expect(response.status).toBe(204);
    expect(server.store.videos.get(video.id)).toBeNull();
    expect(existsSync(join(server.store.mediaDir, file))).toBe(false);
    expect(existsSync(join(server.store.mediaDir, poster))).toBe(false);
    expect((await call(server.url, `/media/${file}`)).status).toBe(404);
    expect((await send('DELETE', `/api/videos/${video.id}`)).status).toBe(404);
  });

  it('keeps a file another row still references, and the file a failed delete would have freed', async () => {
    const file = storedFile('mp4');
    const a = await create({ title: 'A', url: `/media/${file}`, video_type: 'direct' });
    const b = await create({ title: 'B', url: `/media/${file}`, video_type: 'direct' });
    await send('DELETE', `/api/videos/${a.id}`);
    expect(existsSync(join(server.store.mediaDir, file))).toBe(true);
    const logged = expectLoggedFailure();
    server.store.db.exec(
      `CREATE TRIGGER no_delete BEFORE DELETE ON videos BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    );
    expect((await send('DELETE', `/api/videos/${b.id}`)).status).toBe(500);
    expect(existsSync(join(server.store.mediaDir, file))).toBe(true);
    expect(server.store.videos.get(b.id)).not.toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('removes the replaced file when an edit points to a new one', async () => {
    const old = storedFile('mp4');
    const next = storedFile('webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const video = await create({ title: 'V', url: `/media/${old}`, video_type: 'direct' });
    await send('PUT', `/api/videos/${video.id}`, {
      title: 'V',
      url: `/media/${next}`,
      video_type: 'direct',
    });
    expect(existsSync(join(server.store.mediaDir, old))).toBe(false);
    expect(existsSync(join(server.store.mediaDir, next))).toBe(true);
  });
});

describe('reorder', () => {
  it('stores the new order in one request', async () => {
    const ids = [];
    for (const title of ['a', 'b', 'c', 'd']) ids.push((await create(yt(title))).id);
    const order = [ids[2], ids[0], ids[3], ids[1]];
    expect((await send('PUT', '/api/videos/order', { ids: order })).status).toBe(204);
    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    expect(listed.map((v) => [v.id, v.order_position])).toEqual(order.map((id, i) => [id, i]));
  });

  it('refuses a list that is not exactly the current set', async () => {
    const ids = [];
    for (const title of ['a', 'b', 'c']) ids.push((await create(yt(title))).id);
    const changes = server.contentChanges();
    for (const wrong of [
      ids.slice(0, 2),
      [...ids, randomUUID()],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], randomUUID()],
    ]) {
      const response = await send('PUT', '/api/videos/order', { ids: wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(400);
    }
    expect(server.store.videos.list().map((v) => v.id)).toEqual(ids);
    expect(server.contentChanges()).toBe(changes);
  });

  it('is all or nothing when the store fails halfway', async () => {
    const ids = [];
    for (const title of ['a', 'b', 'c', 'd']) ids.push((await create(yt(title))).id);
    const logged = expectLoggedFailure();
    // The third update of the transaction fails: the two before it must be rolled back.
    server.store.db.exec(`CREATE TRIGGER fail_reorder BEFORE UPDATE OF order_position ON videos
      WHEN NEW.id = '${ids[0]}' BEGIN SELECT RAISE(ABORT, 'forced failure'); END`);
    const response = await send('PUT', '/api/videos/order', {
      ids: [ids[3], ids[2], ids[0], ids[1]],
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'internal' });
    expect(logged).toHaveBeenCalled();
    expect(server.store.videos.list().map((v) => [v.id, v.order_position])).toEqual(
      ids.map((id, i) => [id, i]),
    );
  });
});

describe('messages', () => {
  it('lists newest first and deletes one', async () => {
    const older = server.store.messages.create({
      name: 'A',
      email: 'a@example.com',
      message: 'premier',
      senderKey: 'k',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = server.store.messages.create({
      name: 'B',
      email: 'b@example.com',
      message: 'second',
      senderKey: 'k',
    });
    const listed = await (await send('GET', '/api/messages')).json();
    expect(listed.map((m: { id: string }) => m.id)).toEqual([newer.id, older.id]);
    expect((await send('DELETE', `/api/messages/${older.id}`)).status).toBe(204);
    expect((await send('DELETE', `/api/messages/${older.id}`)).status).toBe(404);
    expect(server.store.messages.list().map((m) => m.id)).toEqual([newer.id]);
  });
});
