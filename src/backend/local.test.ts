// The local adapter against the real app (admin routes, SQLite, session cookie) on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AdminTestServer,
  startAdminTestServer,
} from '../../server/test-admin-server.ts';
import { API } from '../lib/api.ts';
import { createLocalBackend } from './local.ts';
import { type AdminBackend, BackendError } from './port.ts';

/** What a browser does for a same-origin page: keep the cookie, send Origin on writes. */
function browserLikeFetch(origin: string): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    headers.set('Origin', origin);
    headers.set('Sec-Fetch-Site', 'same-origin');
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      cookie = /=$/.test(pair) || /Max-Age=0/i.test(line) ? '' : pair;
    }
    return response;
  };
}

let server: AdminTestServer;
let backend: AdminBackend;

function withServer(): void {
  beforeEach(async () => {
    server = await startAdminTestServer();
    backend = createLocalBackend({ baseUrl: server.url, fetch: browserLikeFetch(server.url) });
  });
  afterEach(async () => {
    await server.close();
  });
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

const input = {
  title: 'Bande démo',
  description: 'Trois minutes',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_type: 'youtube' as const,
  thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
};

describe('local adapter: offline', () => {
  it('turns a network failure into internal with status 0', async () => {
    const offline = createLocalBackend({ baseUrl: 'http://127.0.0.1:1' });
    const error = await rejection(offline.getSession());
    expect([error.code, error.status]).toEqual(['internal', 0]);
  });
});

describe('local adapter: session', () => {
  withServer();

  it('refuses wrong credentials, signs in, reports it, signs out', async () => {
    expect(await backend.getSession()).toEqual({ authenticated: false });
    const wrong = await rejection(backend.signIn(ADMIN_EMAIL, 'nope'));
    expect([wrong.code, wrong.status]).toEqual(['invalid_credentials', 401]);
    const signedIn = vi.fn();
    const stop = backend.onSignedIn(signedIn);
    await backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(signedIn).toHaveBeenCalledTimes(1);
    stop();
    expect(await backend.getSession()).toEqual({ authenticated: true, email: ADMIN_EMAIL });
    await backend.signOut();
    expect(await backend.getSession()).toEqual({ authenticated: false });
  });

  it('fails every admin call with unauthorized without a session', async () => {
    const error = await rejection(backend.createVideo(input));
    expect([error.code, error.status]).toEqual(['unauthorized', 401]);
    expect((await rejection(backend.listMessages())).code).toBe('unauthorized');
    expect(await backend.listVideos()).toEqual([]);
  });
});

describe('local adapter: videos', () => {
  withServer();
  beforeEach(() => backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD));

  it('creates, edits, lays out, reorders and deletes', async () => {
    const a = await backend.createVideo(input);
    expect(a).toMatchObject({
      ...input,
      order_position: 0,
      layout: 'normal',
      keep_small_format: false,
    });
    const b = await backend.createVideo({
      ...input,
      title: 'Clip',
      video_type: 'vimeo',
      url: 'https://vimeo.com/76979871',
      thumbnail_url: null,
    });
    expect(b.order_position).toBe(1);
    expect((await backend.updateVideo(a.id, { ...input, title: 'Bande démo 2026' })).title).toBe(
      'Bande démo 2026',
    );
    expect((await backend.setLayout(b.id, 'half')).layout).toBe('half');
    expect((await backend.setKeepSmallFormat(b.id, true)).keep_small_format).toBe(true);
    await backend.reorderVideos([b.id, a.id]);
    expect((await backend.listVideos()).map((v) => [v.id, v.order_position])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    await backend.deleteVideo(a.id);
    expect((await backend.listVideos()).map((v) => v.id)).toEqual([b.id]);
    expect((await rejection(backend.deleteVideo(a.id))).code).toBe('not_found');
  });

  it('reports validation failures with their fields', async () => {
    const error = await rejection(backend.createVideo({ ...input, title: '  ' }));
    expect([error.code, error.status]).toEqual(['validation', 400]);
    expect(error.fields?.title).toBe('title_required');
  });

  it('stores a poster image and refuses what is not an image', async () => {
    const jpeg = new Blob(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      { type: 'image/jpeg' },
    );
    const { url } = await backend.uploadThumbnail(jpeg);
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    const text = new Blob(['not an image'], { type: 'image/jpeg' });
    expect((await rejection(backend.uploadThumbnail(text))).code).toBe('unsupported_media_type');
  });

  it('lists contact messages newest first and deletes one', async () => {
    for (const name of ['Alice', 'Bruno']) {
      const response = await fetch(`${server.url}${API.contact}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          email: `${name.toLowerCase()}@example.com`,
          message: 'Bonjour',
          website: '',
        }),
      });
      expect(response.status).toBe(201);
    }
    const messages = await backend.listMessages();
    expect(messages.map((m) => m.name)).toEqual(['Bruno', 'Alice']);
    await backend.deleteMessage(messages[0]?.id ?? '');
    expect((await backend.listMessages()).map((m) => m.name)).toEqual(['Alice']);
  });
});

describe('local adapter: sign-in broadcast', () => {
  withServer();

  it('tells another tab (another adapter) once, and this tab once', async () => {
    const otherTab = createLocalBackend({ baseUrl: server.url });
    const here = vi.fn();
    const there = vi.fn();
    const stopHere = backend.onSignedIn(here);
    const stopThere = otherTab.onSignedIn(there);
    await backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await vi.waitFor(() => expect(there).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(here).toHaveBeenCalledTimes(1);
    stopHere();
    stopThere();
  });
});
