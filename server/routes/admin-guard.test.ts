import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestServer, startAdminTestServer } from '../../tests/support/admin-app.ts';
import { type CallOptions, CROSS_SITE, call } from '../../tests/support/call.ts';

let server: AdminTestServer;
let videoId: string;
let messageId: string;

beforeAll(async () => {
  server = await startAdminTestServer();
  videoId = server.store.videos.create({
    title: 'Existante',
    url: 'https://youtu.be/aqz-KE-bpKQ',
    video_type: 'youtube',
  }).id;
  messageId = server.store.messages.create({
    name: 'A',
    email: 'a@example.com',
    message: 'Bonjour',
    senderKey: 'k',
  }).id;
});
afterAll(() => server.close());

const youtube = { title: 'Nouvelle', url: 'https://youtu.be/R6MlUcmOul8', video_type: 'youtube' };
const tusCreate = {
  'Tus-Resumable': '1.0.0',
  'Upload-Length': '100',
  'Upload-Metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
};

/** Every route that changes something or shows admin data, with a body that would succeed. */
const routes = (): Array<[string, string, CallOptions]> => [
  ['POST', '/api/videos', { json: youtube }],
  ['PUT', `/api/videos/${videoId}`, { json: youtube }],
  ['PATCH', `/api/videos/${videoId}`, { json: { layout: 'full' } }],
  ['PATCH', `/api/videos/${videoId}`, { json: { keep_small_format: true } }],
  ['PUT', '/api/videos/order', { json: { ids: [videoId] } }],
  ['DELETE', `/api/videos/${videoId}`, {}],
  ['POST', '/api/uploads/', { headers: tusCreate }],
  [
    'POST',
    '/api/thumbnails',
    {
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    },
  ],
  ['GET', '/api/messages', {}],
  ['DELETE', `/api/messages/${messageId}`, {}],
];

function snapshot() {
  return {
    videos: JSON.stringify(server.store.videos.list()),
    messages: JSON.stringify(server.store.messages.list()),
    media: readdirSync(server.store.mediaDir, { withFileTypes: true }).length,
    uploads: readdirSync(server.uploadsDir).length,
  };
}

describe('admin routes without a session', () => {
  it('answer 401 unauthorized and change nothing', async () => {
    const before = snapshot();
    for (const [method, path, options] of routes()) {
      const response = await call(server.url, path, { ...options, method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
    // A forged or unknown token is no better than none.
    const forged = `filmfolio_session=${'A'.repeat(43)}`;
    for (const [method, path, options] of routes()) {
      expect((await call(server.url, path, { ...options, method, cookie: forged })).status).toBe(
        401,
      );
    }
    expect(snapshot()).toEqual(before);
    expect(server.contentChanges()).toBe(0);
  });
});

describe('admin routes from another site', () => {
  it('answer 403 forbidden_origin even with a valid session, and change nothing', async () => {
    const cookie = await server.signIn();
    const before = snapshot();
    for (const [method, path, options] of routes().filter(([method]) => method !== 'GET')) {
      for (const headers of [
        CROSS_SITE,
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const response = await call(server.url, path, {
          ...options,
          method,
          cookie,
          headers: { ...options.headers, ...headers },
        });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden_origin' });
      }
    }
    expect(snapshot()).toEqual(before);
    expect(server.contentChanges()).toBe(0);
  });
});
