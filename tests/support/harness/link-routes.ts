import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PrivateLink } from '../../../src/lib/private-link.ts';
import type { Video } from '../../../src/lib/video.ts';
import { fakeMp4 } from '../data/media.ts';
import type { AdminTestServer } from './admin-app.ts';
import { signedInAdminPerTest } from './admin-per-test.ts';
import { call } from './call.ts';

/**
 * The private-link route suites' setting: a fresh admin server per test, signed in, with the
 * calls they all make. Read `server` and `cookie` inside tests (they change before each).
 */
export function signedInLinkServer() {
  let server: AdminTestServer | undefined;
  let cookie = '';
  signedInAdminPerTest((started) => {
    ({ server, cookie } = started);
  });
  const current = () => {
    if (!server) throw new Error('no server outside a test');
    return server;
  };
  const admin = (method: string, path: string, json?: unknown) =>
    call(current().url, path, json === undefined ? { method, cookie } : { method, cookie, json });

  return {
    get server(): AdminTestServer {
      return current();
    },
    get cookie(): string {
      return cookie;
    },
    admin,
    /** A direct video whose file really sits in the media folder; hidden when asked. */
    async directVideo(title: string, hidden = false): Promise<{ video: Video; name: string }> {
      const { store } = current();
      const name = `${randomUUID()}.mp4`;
      writeFileSync(join(store.mediaDir, name), fakeMp4(4096));
      const video = store.videos.create({ title, url: `/media/${name}`, video_type: 'direct' });
      if (hidden) {
        const response = await admin('PATCH', `/api/videos/${video.id}`, { visible: false });
        expect(response.status).toBe(200);
      }
      return { video, name };
    },
    async createLink(body: Record<string, unknown>): Promise<PrivateLink> {
      const response = await admin('POST', '/api/admin/links', { name: 'Agence Lumen', ...body });
      expect(response.status).toBe(201);
      return (await response.json()) as PrivateLink;
    },
    /** The visitor's password form, as a browser posts it (no redirect followed). */
    enter: (token: string, password: string): Promise<Response> =>
      fetch(`${current().url}/p/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ password }),
        redirect: 'manual',
      }),
  };
}

/** The `name=value` of a cookie an answer sets, as a browser would send it back. */
export const setCookieValue = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
