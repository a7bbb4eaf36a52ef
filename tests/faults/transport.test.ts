// Transport hardening, against the real server: HSTS over https only, resource policy on data,
// tus answers without CORS and with JSON errors, the origin check against PUBLIC_URL, and the
// HTTP server's own limits (slow headers, idle connections, connection cap).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS, MAX_CONNECTIONS } from '../../server/http/http-limits.ts';
import { HSTS } from '../../server/http/security-headers.ts';
import { API } from '../../src/lib/api.ts';
import { ERROR_CODES } from '../../src/lib/error-codes.ts';
import { fakeMp4 } from '../support/data/media.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

let server: ServerProcess;
let admin: AdminClient;
let mediaPath = '';

beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0', TRUST_PROXY: '1' } });
  admin = new AdminClient(server.url);
  await admin.signIn();
  const upload = await tusUpload(admin, fakeMp4(16 * 1024), { name: 'plan.mp4' });
  mediaPath = new URL(upload.mediaUrl, server.url).pathname;
  await admin.create({ title: 'Plan', url: mediaPath, video_type: 'direct' });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, { method: 'GET', path, headers });

describe('headers', () => {
  it('sends Strict-Transport-Security when the trusted proxy reports https, never over http', async () => {
    for (const path of ['/', API.videos, mediaPath]) {
      expect(
        (await get(path, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      ).toBe(HSTS);
      expect((await get(path)).headers['strict-transport-security']).toBeUndefined();
      expect(
        (await get(path, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'],
      ).toBeUndefined();
    }
  });

  it('marks API answers and media as same-origin resources', async () => {
    for (const path of [
      API.videos,
      API.messages,
      '/api/nothing-here',
      mediaPath,
      '/media/absent.mp4',
    ]) {
      const reply = await get(path);
      expect(reply.headers['cross-origin-resource-policy'], `${path} -> ${reply.status}`).toBe(
        'same-origin',
      );
    }
  });

  it('answers uploads without any CORS header, and their errors as JSON', async () => {
    const tus = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      rawRequest(server.url, {
        method,
        path,
        headers: { ...admin.headers(), 'tus-resumable': '1.0.0', ...headers },
        ...(body === undefined ? {} : { body }),
      });
    const name = Buffer.from('clip.mp4').toString('base64');
    const created = await tus('POST', API.uploads, {
      'upload-length': '2048',
      'upload-metadata': `filename ${name}`,
    });
    expect(created.status).toBe(201);
    const cases = [
      [created, 0, ''],
      [await tus('OPTIONS', API.uploads, {}), 0, ''],
      [
        await tus('POST', API.uploads, {
          'upload-length': String(60 * 1024 * 1024),
          'upload-metadata': `filename ${name}`,
        }),
        413,
        'payload_too_large',
      ],
      [
        await tus('POST', API.uploads, {
          'upload-length': '2048',
          'upload-metadata': `filename ${Buffer.from('x.exe').toString('base64')}`,
        }),
        415,
        'unsupported_media_type',
      ],
      [
        await tus(
          'PATCH',
          `${API.uploads}00000000-0000-0000-0000-000000000000.mp4`,
          { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          'AAAA',
        ),
        404,
        'not_found',
      ],
      [
        await tus(
          'PATCH',
          new URL(String(created.headers.location), `${server.url}${API.uploads}`).pathname,
          { 'upload-offset': '7', 'content-type': 'application/offset+octet-stream' },
          'AAAA',
        ),
        409,
        'bad_request',
      ],
      [
        await tus('POST', API.uploads, { 'tus-resumable': '', 'upload-length': '10' }),
        412,
        'bad_request',
      ],
    ] as const;
    for (const [reply, status, code] of cases) {
      const what = `${status} ${reply.text}`;
      const cors = Object.keys(reply.headers).filter((h) => h.startsWith('access-control-'));
      expect(cors, what).toEqual([]);
      if (status === 0) continue;
      expect(reply.status, what).toBe(status);
      expect(reply.headers['content-type'], what).toMatch(/^application\/json/);
      const body = JSON.parse(reply.text) as { error: string };
      expect(ERROR_CODES).toContain(body.error);
      expect(body.error, what).toBe(code);
    }
  });
});

describe('the origin check', () => {
  it('compares scheme and host with PUBLIC_URL when it is set', async () => {
    const site = await spawnServer({
      env: { DEMO_CONTENT: '0', PUBLIC_URL: 'https://camille-moreau.fr', TRUST_PROXY: '1' },
    });
    try {
      const contact = (origin: string, headers: Record<string, string> = {}) =>
        rawRequest(site.url, {
          method: 'POST',
          path: API.contact,
          headers: { 'content-type': 'application/json', origin, ...headers },
          body: JSON.stringify({ name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' }),
        });
      expect((await contact('https://camille-moreau.fr')).status).toBe(201);
      // The Host the request names no longer decides: only the configured address does.
      expect((await contact(site.url)).status).toBe(403);
      expect((await contact('http://camille-moreau.fr')).status).toBe(403);
      expect(
        (await contact('https://evil.example', { 'x-forwarded-host': 'evil.example' })).status,
      ).toBe(403);
    } finally {
      await site.kill('SIGTERM');
    }
  }, 120_000);

  it('compares the scheme the trusted proxy reports', async () => {
    const host = new URL(server.url).host;
    const contact = (origin: string, proto: string) =>
      rawRequest(server.url, {
        method: 'POST',
        path: API.contact,
        headers: {
          'content-type': 'application/json',
          origin,
          'x-forwarded-proto': proto,
          'x-forwarded-for': '192.0.2.77',
        },
        body: JSON.stringify({ name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' }),
      });
    expect((await contact(`http://${host}`, 'https')).status).toBe(403);
    expect((await contact(`https://${host}`, 'https')).status).toBe(201);
  });
});

function connect(): Promise<net.Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server ends this connection. */
function closedAfter(socket: net.Socket, started: number): Promise<number> {
  return new Promise((resolve) => {
    socket.on('data', () => undefined);
    socket.once('close', () => resolve(performance.now() - started));
    socket.on('error', () => undefined);
  });
}

describe('HTTP server limits', () => {
  it(`drops a client still sending its headers after ${HTTP_LIMITS.headersTimeout / 1000} s`, async () => {
    const socket = await connect();
    const started = performance.now();
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const elapsed = await closedAfter(socket, started);
    expect(elapsed).toBeGreaterThan(HTTP_LIMITS.headersTimeout - 500);
    expect(elapsed).toBeLessThan(
      HTTP_LIMITS.headersTimeout + 3 * HTTP_LIMITS.connectionsCheckingInterval + 2000,
    );
  }, 30_000);

  it(`closes an idle keep-alive connection after ${HTTP_LIMITS.keepAliveTimeout / 1000} s`, async () => {
    const socket = await connect();
    socket.write('GET /api/videos HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const started = performance.now();
    const elapsed = await closedAfter(socket, started);
    expect(elapsed).toBeGreaterThan(HTTP_LIMITS.keepAliveTimeout - 1000);
    expect(elapsed).toBeLessThan(HTTP_LIMITS.keepAliveTimeout + 3000);
  }, 30_000);

  it(`holds at most ${MAX_CONNECTIONS} connections: the next one is closed at once`, async () => {
    const sockets = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect()));
    try {
      const extra = await connect();
      const started = performance.now();
      extra.write('GET /api/videos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      let answered = false;
      extra.on('data', () => {
        answered = true;
      });
      const elapsed = await closedAfter(extra, started);
      expect(answered).toBe(false);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // Once they are gone the server answers again.
    await expect.poll(async () => (await get(API.videos)).status, { timeout: 10_000 }).toBe(200);
  }, 60_000);
});
