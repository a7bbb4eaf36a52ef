import path from 'node:path';
import fc from 'fast-check';
import type { DetailedError } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { ERROR_CODES } from '../../src/lib/error-codes.ts';
import type { Video } from '../../src/lib/video.ts';
import { parseVimeoId, parseYouTubeId } from '../../src/lib/video-url.ts';
import {
  ROUTES,
  type RouteCase,
  routeCases,
  STALE_BESPOKE,
  VIDEO_FIELDS,
} from '../support/checks/hostile-routes.ts';
import { hostileBody, LIKELY_PATCH, LIKELY_VIDEO } from '../support/checks/hostile-values.ts';
import { dumpDatabase, mediaSnapshot } from '../support/data/data-snapshot.ts';
import { listFiles } from '../support/data/media.ts';
import { ROUTE_INVENTORY, routeKey } from '../support/data/route-inventory.ts';
import { AdminClient, youtubeInput } from '../support/harness/admin-client.ts';
import { looksLikeStackTrace, type RawReply, rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

const RUNS = 50;
const SAFE_MEDIA = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const SAFE_THUMBNAIL = /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/[a-z]+\.jpg$/;

let server: ServerProcess;
let admin: AdminClient;
const existingIds: string[] = [];
/** Status codes seen per route, printed at the end: shows what the runs really exercised. */
const tally = new Map<string, Map<number, number>>();

/** A stored row the public page could render without running or loading anything foreign. */
function unsafeField(video: Video): string | null {
  const type = video.video_type;
  if (type === 'youtube' && parseYouTubeId(video.url) === null) return `url ${video.url}`;
  if (type === 'vimeo' && parseVimeoId(video.url) === null) return `url ${video.url}`;
  if (type !== 'youtube' && type !== 'vimeo' && !SAFE_MEDIA.test(video.url))
    return `url ${video.url}`;
  const thumb = video.thumbnail_url;
  if (thumb !== null && !SAFE_MEDIA.test(thumb) && !SAFE_THUMBNAIL.test(thumb))
    return `thumbnail ${thumb}`;
  return null;
}

function describeReply(
  route: string,
  path: string,
  body: string | undefined,
  reply: RawReply,
): string {
  return `${route} ${path.slice(0, 200)} body=${(body ?? '').slice(0, 200)} -> ${reply.status} ${reply.text.slice(0, 300)}`;
}

async function check(
  route: RouteCase,
  signedIn: boolean,
  path: string,
  body?: string,
  headers?: Record<string, string>,
) {
  const beforeDb = dumpDatabase(server.dataDir);
  const beforeMedia = mediaSnapshot(server.dataDir);
  const reply = await rawRequest(server.url, {
    method: route.method,
    path,
    headers: {
      origin: server.url,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(signedIn ? { cookie: admin.cookie } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body } : {}),
  });
  const what = describeReply(route.name, path, body, reply);
  const seen = tally.get(route.name) ?? new Map<number, number>();
  seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1);
  tally.set(route.name, seen);
  expect(reply.status, what).toBeGreaterThanOrEqual(200);
  expect(reply.status, what).toBeLessThan(500);
  expect(looksLikeStackTrace(reply.text), what).toBe(false);
  expect(reply.text, what).not.toContain('SQLite format 3');
  expect(reply.text, what).not.toMatch(/root:.*:0:0:/);
  if (!signedIn && route.access === 'admin') expect(reply.status, what).toBeGreaterThanOrEqual(400);
  if (reply.status >= 400) {
    // `.%2e` segments resolve as `..` in any URL parser: such a request lands outside /api.
    const landsInApi = new URL(path, server.url).pathname.startsWith('/api/');
    if (route.jsonErrors && landsInApi && route.method !== 'HEAD') {
      expect(reply.headers['content-type'], what).toMatch(/^application\/json/);
      const parsed = JSON.parse(reply.text) as { error?: string };
      expect(ERROR_CODES, what).toContain(parsed.error);
    }
    expect(dumpDatabase(server.dataDir), `database changed after a refused request: ${what}`).toBe(
      beforeDb,
    );
    expect(mediaSnapshot(server.dataDir), `media changed after a refused request: ${what}`).toBe(
      beforeMedia,
    );
  } else {
    const rows = await admin.list();
    const bad = rows.map(unsafeField).filter((f) => f !== null);
    expect(bad, `accepted and stored an unsafe address: ${what}`).toEqual([]);
  }
}

async function sessionIsValid(): Promise<boolean> {
  const reply = await rawRequest(server.url, {
    method: 'GET',
    path: API.session,
    headers: { cookie: admin.cookie },
  });
  return (JSON.parse(reply.text) as { authenticated?: boolean }).authenticated === true;
}

/** fast-check's report, cut short: a shrunk 200 KB string must not flood the log. */
function shortReport<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const message = fc.defaultReportMessage(details) ?? 'property failed';
  throw new Error(
    message.replace(
      /(.)\1{80,}/gs,
      (run, ch: string) => `${ch.repeat(20)}…(${run.length} × ${JSON.stringify(ch)})`,
    ),
  );
}

function property(route: RouteCase, signedIn: boolean) {
  const noBody = fc.constant(undefined);
  const noHeaders = fc.constant(undefined);
  return fc.asyncProperty(
    route.path,
    route.body ?? noBody,
    route.headers ?? noHeaders,
    (path, body, headers) => check(route, signedIn, path, body, headers),
  );
}

beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0' } });
  admin = new AdminClient(server.url);
  await admin.signIn();
  for (let i = 0; i < 3; i++) existingIds.push((await admin.create(youtubeInput(i))).id);
}, 120_000);

afterAll(async () => {
  const lines = [...tally].map(
    ([name, codes]) => `  ${name}: ${[...codes].map(([c, n]) => `${c}×${n}`).join(' ')}`,
  );
  console.log(`hostile input, answers per route:\n${lines.join('\n')}`);
  await server?.kill('SIGTERM');
});

describe('hostile input on every API route', () => {
  it('has cases for every route of the inventory, and no bespoke case for a route that left', () => {
    expect(STALE_BESPOKE).toEqual([]);
    for (const route of ROUTE_INVENTORY) {
      expect(routeCases(route).length, routeKey(route)).toBeGreaterThan(0);
    }
  });

  for (const route of ROUTES) {
    const states = route.access === 'anonymous-only' ? [false] : [false, true];
    for (const signedIn of states) {
      it(`${route.name} (${signedIn ? 'signed in' : 'anonymous'}): 4xx JSON, never 500, nothing changed`, async () => {
        // A lost session would quietly turn the signed-in runs into anonymous ones.
        if (signedIn) expect(await sessionIsValid()).toBe(true);
        await fc.assert(property(route, signedIn), {
          numRuns: RUNS,
          endOnFailure: true,
          reporter: shortReport,
        });
        if (signedIn) expect(await sessionIsValid()).toBe(true);
      }, 120_000);
    }
  }

  it('PUT and PATCH on existing videos refuse hostile bodies and store nothing unsafe', async () => {
    const routes: RouteCase[] = [
      {
        name: 'PUT /api/videos/:existing',
        method: 'PUT',
        access: 'admin',
        path: fc.constantFrom(...existingIds).map((id) => API.video(id)),
        body: hostileBody(VIDEO_FIELDS, LIKELY_VIDEO),
        jsonErrors: true,
      },
      {
        name: 'PATCH /api/videos/:existing',
        method: 'PATCH',
        access: 'admin',
        path: fc.constantFrom(...existingIds).map((id) => API.video(id)),
        body: hostileBody(['layout', 'keep_small_format'], LIKELY_PATCH),
        jsonErrors: true,
      },
    ];
    for (const route of routes) {
      await fc.assert(property(route, true), {
        numRuns: RUNS * 2,
        endOnFailure: true,
        reporter: shortReport,
      });
    }
  }, 180_000);

  it('stores markup and SQL typed into text fields verbatim, as inert text', async () => {
    const title = `<script>alert(1)</script>'; DROP TABLE videos; --`;
    const description = `" OR '1'='1 <img src=x onerror=alert(1)>`;
    const created = await admin.create({
      title,
      description,
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
    });
    const stored = (await admin.list()).find((v) => v.id === created.id);
    expect(stored).toMatchObject({ title, description });
  });

  it('refuses a tus upload whose bytes are HTML under a video name, and stores nothing', async () => {
    const beforeDb = dumpDatabase(server.dataDir);
    const beforeMedia = listFiles(path.join(server.dataDir, 'media'));
    const page = Buffer.from(
      `<!DOCTYPE html><html><script>alert(document.cookie)</script>${' '.repeat(70_000)}`,
    );
    const failure = await tusUpload(admin, page, { name: 'clip.mp4', type: 'video/mp4' }).then(
      () => null,
      (error: DetailedError) => error,
    );
    expect(failure?.originalResponse?.getStatus()).toBe(415);
    expect(dumpDatabase(server.dataDir)).toBe(beforeDb);
    expect(listFiles(path.join(server.dataDir, 'media'))).toEqual(beforeMedia);
  });

  it('keeps the admin session valid through all of it', async () => {
    const reply = await rawRequest(server.url, {
      method: 'GET',
      path: API.session,
      headers: { cookie: admin.cookie },
    });
    expect(JSON.parse(reply.text)).toMatchObject({ authenticated: true });
  });
});
