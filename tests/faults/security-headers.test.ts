import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST } from '../../src/lib/video-url.ts';
import {
  effective,
  inlineScriptHashes,
  parsePolicy,
  scriptSourceProblems,
} from '../support/checks/csp.ts';
import { fakeMp4 } from '../support/data/media.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

const SAFE_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

let server: ServerProcess;
let admin: AdminClient;
let mediaPath = '';

beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0' } });
  admin = new AdminClient(server.url);
  await admin.signIn();
  const upload = await tusUpload(admin, fakeMp4(64 * 1024), { name: 'plan.mp4' });
  mediaPath = new URL(upload.mediaUrl, server.url).pathname;
  await admin.create({ title: 'Plan séquence', url: mediaPath, video_type: 'direct' });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
});

async function get(path: string, headers: Record<string, string> = {}) {
  return rawRequest(server.url, { method: 'GET', path, headers });
}

function firstScript(): string {
  const html = fs.readFileSync('dist/index.html', 'utf8');
  const match =
    html.match(/<script\b[^>]*\bsrc="(\/[^"]+)"/) ?? html.match(/component-url="(\/[^"]+)"/);
  return match?.[1] ?? '/favicon.svg';
}

const KINDS: Array<[string, () => string]> = [
  ['landing page HTML', () => '/'],
  ['admin page HTML', () => '/admin'],
  ['API JSON', () => API.videos],
  ['API error JSON', () => API.messages],
  ['API unknown route', () => '/api/nothing-here'],
  ['static script', firstScript],
  ['uploaded media', () => mediaPath],
  ['missing media', () => '/media/absent.mp4'],
  ['404 page', () => '/no/such/page'],
  ['health check', () => '/healthz'],
];

describe('security headers on every kind of response', () => {
  for (const [kind, path] of KINDS) {
    it(kind, async () => {
      const reply = await get(path());
      const what = `${kind} (${path()}) -> ${reply.status}`;
      expect(reply.status, what).toBeLessThan(500);
      expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
      expect(SAFE_REFERRER, what).toContain(reply.headers['referrer-policy']);
      const header = reply.headers['content-security-policy'];
      expect(typeof header, `${what}: no Content-Security-Policy`).toBe('string');
      const policy = parsePolicy(String(header));
      expect(effective(policy, 'object-src'), what).toEqual(["'none'"]);
      if (!policy.has('sandbox')) {
        expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
      }
      const frames = effective(policy, 'frame-src');
      expect(
        frames.every((s) => s === YOUTUBE_EMBED_HOST || s === VIMEO_EMBED_HOST || s === "'none'"),
        what,
      ).toBe(true);
      expect(scriptSourceProblems(policy), what).toEqual([]);
    });
  }

  it('tus protocol answers (OPTIONS, and HEAD of an upload) carry them too', async () => {
    const upload = await tusUpload(admin, fakeMp4(1024), { name: 'court.mp4' });
    const replies = [
      await rawRequest(server.url, {
        method: 'OPTIONS',
        path: API.uploads,
        headers: { origin: server.url, cookie: admin.cookie },
      }),
      await rawRequest(server.url, {
        method: 'HEAD',
        path: new URL(upload.uploadUrl).pathname,
        headers: { 'tus-resumable': '1.0.0', cookie: admin.cookie },
      }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBeLessThan(300);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      const policy = parsePolicy(String(reply.headers['content-security-policy']));
      expect(effective(policy, 'object-src')).toEqual(["'none'"]);
      expect(scriptSourceProblems(policy)).toEqual([]);
    }
  });

  it('lets pages frame only the YouTube no-cookie and Vimeo players', async () => {
    const policy = parsePolicy(String((await get('/')).headers['content-security-policy']));
    expect(new Set(effective(policy, 'frame-src'))).toEqual(
      new Set([YOUTUBE_EMBED_HOST, VIMEO_EMBED_HOST]),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows each inline script of the landing page by its hash, never by 'unsafe-inline'", async () => {
    const reply = await get('/');
    const policy = parsePolicy(String(reply.headers['content-security-policy']));
    const allowed = policy.get('script-src') ?? [];
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(allowed).not.toContain("'unsafe-eval'");
    for (const hash of inlineScriptHashes(reply.text)) expect(allowed).toContain(hash);
  });

  it('serves uploaded media as sandboxed data, never as a document', async () => {
    for (const range of [{}, { range: 'bytes=0-99' }]) {
      const reply = await get(mediaPath, range);
      expect(reply.status).toBeLessThan(300);
      const policy = parsePolicy(String(reply.headers['content-security-policy']));
      expect(policy.has('sandbox'), `media CSP: ${reply.headers['content-security-policy']}`).toBe(
        true,
      );
      // The only token: the document keeps its origin so its own video loads; never scripts.
      expect(policy.get('sandbox')).toEqual(['allow-same-origin']);
      expect(effective(policy, 'media-src')).toEqual(["'self'"]);
      expect(effective(policy, 'script-src')).toEqual(["'none'"]);
      expect(reply.headers['content-type']).toMatch(/^video\//);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
