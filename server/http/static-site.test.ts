import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INLINE_SCRIPT,
  startTestServer,
  type TestServer,
} from '../../tests/support/harness/public-app.ts';
import { rawRequest } from '../../tests/support/harness/raw-http.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('content-security-policy')).toBeTruthy();
}

describe('static site', () => {
  it('serves pages with no-cache and a CSP that allows exactly their inline scripts', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    for (const directive of [
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('compresses text when asked', async () => {
    const response = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('Accueil');
  });

  it('serves a directory path from its index.html', async () => {
    for (const path of ['/mentions-legales', '/mentions-legales/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Mentions');
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get('/_astro/app.Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    expectSecurityHeaders(response);
  });

  it('never serves files outside the site folder', async () => {
    for (const path of [
      '/../data/filmfolio.sqlite',
      '/%2e%2e/data/filmfolio.sqlite',
      '/..%2fdata%2ffilmfolio.sqlite',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/_astro/..%5c..%5cdata/filmfolio.sqlite',
    ]) {
      const response = await rawRequest(server.url, { method: 'GET', path });
      expect(response.status, path).toBe(404);
      expect(response.text).toContain('Oops! Page not found');
    }
  });

  it('still answers 404 when the site has no 404 page', async () => {
    rmSync(join(server.siteDir, '404.html'));
    const response = await get('/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('api', () => {
  it('lists videos sorted by position, uncached', async () => {
    const fields = (title: string) => ({ title, url: 'https://vimeo.com/1', video_type: 'vimeo' });
    const ids = ['a', 'b', 'c'].map((t) => server.store.videos.create(fields(t)).id);
    server.store.videos.reorder([ids[1], ids[2], ids[0]] as string[]);
    const response = await get('/api/videos');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    const body = (await response.json()) as Array<{ title: string; keep_small_format: boolean }>;
    expect(body.map((v) => v.title)).toEqual(['b', 'c', 'a']);
    expect(body[0]?.keep_small_format).toBe(false);
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const response = await get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});

describe('a server whose first site is still being built', () => {
  it('answers 503, asks again in a few seconds and lets nothing cache it', async () => {
    const empty = await startTestServer();
    try {
      rmSync(join(empty.siteDir, 'index.html'));
      const response = await fetch(`${empty.url}/`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('http-equiv="refresh"');
      const api = await fetch(`${empty.url}/api/nope`);
      expect(api.status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
