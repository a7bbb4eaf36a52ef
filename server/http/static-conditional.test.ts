import { createHash } from 'node:crypto';
import { renameSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocal } from '../../tests/support/harness/listen.ts';
import { INLINE_SCRIPT, writeTinySite } from '../../tests/support/harness/public-app.ts';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { createHashGate } from '../limits/hash-gate.ts';
import { openStore, type Store } from '../store/open.ts';
import { createApp } from './app.ts';

// Served through a "current" link swapped by rename(), as server/jobs/regenerate.ts swaps builds.
const temp = tempDataDir();
const current = join(temp.dir, 'builds', 'current');
let store: Store;
let url: string;
let close: () => Promise<void>;

function pointTo(name: string): void {
  const link = join(temp.dir, 'builds', `.next-${name}`);
  symlinkSync(name, link);
  renameSync(link, current);
}

beforeAll(async () => {
  writeTinySite(join(temp.dir, 'builds', 'one'));
  pointTo('one');
  store = openStore({ dataDir: join(temp.dir, 'data'), demo: false });
  const app = createApp({
    store,
    mediaDir: store.mediaDir,
    siteDir: () => current,
    hashGate: createHashGate(),
  });
  ({ url, close } = await listenLocal(app.fetch));
});
afterAll(async () => {
  await close();
  store.close();
  temp.remove();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${url}${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });

async function validators(path: string): Promise<{ etag: string; lastModified: string }> {
  const response = await get(path);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const etag = response.headers.get('etag') ?? '';
  expect(etag).toMatch(/^W\/"[\da-z-]+"$/);
  return { etag, lastModified: response.headers.get('last-modified') ?? '' };
}

describe('conditional requests on the static site', () => {
  it('answers 304 without a body to a page whose ETag still matches, keeping its headers', async () => {
    const { etag } = await validators('/');
    const response = await get('/', { 'If-None-Match': etag });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    // A 304 refreshes the cached headers: the default policy would block the island bootstrap.
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('keeps one weak ETag across encodings, and revalidates a compressed copy', async () => {
    const { etag } = await validators('/');
    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(etag);
    expect(await gzip.text()).toContain('Accueil');
    const again = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('honours If-Modified-Since, unless If-None-Match is there to decide', async () => {
    const { lastModified } = await validators('/mentions-legales/');
    expect(lastModified).not.toBe('');
    const since = { 'If-Modified-Since': lastModified };
    expect((await get('/mentions-legales/', since)).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get('/mentions-legales/', { 'If-Modified-Since': earlier })).status).toBe(200);
    const both = { ...since, 'If-None-Match': 'W/"other"' };
    expect((await get('/mentions-legales/', both)).status).toBe(200);
  });

  it('revalidates assets and HEAD requests too, and never the 404 page', async () => {
    const { etag } = await validators('/_astro/app.Ab12Cd34.js');
    const asset = await get('/_astro/app.Ab12Cd34.js', { 'If-None-Match': etag });
    expect(asset.status).toBe(304);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await get('/favicon.svg', {}, 'HEAD');
    const headEtag = head.headers.get('etag') ?? '';
    expect(headEtag).toMatch(/^W\//);
    expect((await get('/favicon.svg', { 'If-None-Match': headEtag }, 'HEAD')).status).toBe(304);
    const missing = await get('/nope', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
  });

  it('changes the validators when a rebuild swaps the folder, even for identical bytes', async () => {
    const before = await validators('/');
    writeTinySite(join(temp.dir, 'builds', 'two'));
    pointTo('two');
    const same = await get('/', { 'If-None-Match': before.etag });
    expect(same.status).toBe(200);
    expect(await same.text()).toContain('Accueil');
    const after = await validators('/');
    expect(after.etag).not.toBe(before.etag);

    writeTinySite(join(temp.dir, 'builds', 'three'));
    writeFileSync(join(temp.dir, 'builds', 'three', 'index.html'), '<!doctype html><p>Nouveau</p>');
    // Even dated as the old page, the new file gets a new validator and a full answer.
    const old = new Date(Date.parse(before.lastModified));
    utimesSync(join(temp.dir, 'builds', 'three', 'index.html'), old, old);
    pointTo('three');
    const changed = await get('/', { 'If-None-Match': after.etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Nouveau');
  });
});
