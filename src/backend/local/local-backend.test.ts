// What only the local adapter does; the shared behaviour is in contract.test.ts (contract/).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestFilm } from '../../../tests/support/data/test-film.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../../tests/support/harness/admin-app.ts';
import { browserLikeFetch } from '../../../tests/support/harness/browser-like-fetch.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/harness/credentials.ts';
import { tusUpload } from '../../../tests/support/harness/tus-upload.ts';
import { rejection, youtube } from '../contract/support.ts';
import type { AdminBackend } from '../port.ts';
import { createLocalBackend } from './local-backend.ts';

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

describe('local adapter: offline', () => {
  it('turns a network failure into network with status 0', async () => {
    const offline = createLocalBackend({ baseUrl: 'http://127.0.0.1:1' });
    const error = await rejection(offline.getSession());
    expect([error.code, error.status]).toEqual(['network', 0]);
  });
});

describe('local adapter: HTTP status', () => {
  withServer();

  it('keeps the server status beside each error code', async () => {
    const wrong = await rejection(backend.signIn(ADMIN_EMAIL, 'nope'));
    expect([wrong.code, wrong.status]).toEqual(['invalid_credentials', 401]);
    const anonymous = await rejection(backend.createVideo(youtube));
    expect([anonymous.code, anonymous.status]).toEqual(['unauthorized', 401]);
    await backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const invalid = await rejection(backend.createVideo({ ...youtube, title: '  ' }));
    expect([invalid.code, invalid.status]).toEqual(['validation', 400]);
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

  it('stops telling a listener once it unsubscribed', async () => {
    const here = vi.fn();
    backend.onSignedIn(here)();
    await backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(here).not.toHaveBeenCalled();
  });
});

describe('local adapter: preview copies (docs/video-previews.md)', () => {
  it('reads the copy state, asks for a new copy, and sees it made', async () => {
    server = await startAdminTestServer({}, undefined, { previews: true });
    const films = mkdtempSync(join(tmpdir(), 'filmfolio-adapter-film-'));
    try {
      backend = createLocalBackend({ baseUrl: server.url, fetch: browserLikeFetch(server.url) });
      await backend.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      const cookie = await server.signIn();
      const file = makeTestFilm(films, 'f.mp4', { seconds: 3, width: 320, height: 180 });
      const { mediaUrl } = await tusUpload(
        { base: server.url, headers: () => ({ Cookie: cookie }) },
        readFileSync(file),
        { name: 'f.mp4', type: 'video/mp4' },
      );
      const video = await backend.createVideo({
        title: 'Court',
        url: mediaUrl,
        video_type: 'direct',
        preview_start: 1,
      });
      await server.previews?.idle();
      expect(await backend.previewStatus(video.id)).toEqual({
        state: 'ready',
        progress: null,
        maker: 'server',
      });
      await backend.requestPreview(video.id);
      await server.previews?.idle();
      const [listed] = await backend.listVideos();
      expect(listed).toMatchObject({ preview_state: 'ready', preview_start: 1 });
      expect((await rejection(backend.previewStatus('nope'))).code).toBe('not_found');
    } finally {
      await server.close();
      rmSync(films, { recursive: true, force: true });
    }
  });
});
