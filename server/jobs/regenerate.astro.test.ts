import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD } from '../../tests/support/harness/credentials.ts';
import { listenLocal } from '../../tests/support/harness/listen.ts';
import { writeTinySite } from '../../tests/support/harness/public-app.ts';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { SESSION_COOKIE } from '../auth/cookie.ts';
import { loadConfig } from '../config/config.ts';
import { createApp } from '../http/app.ts';
import { createHashGate } from '../limits/hash-gate.ts';
import { openStore, type Store } from '../store/open.ts';
import { type AdminRuntime, startAdminRuntime } from './admin-runtime.ts';

let temp: ReturnType<typeof tempDataDir>;
let store: Store;
let runtime: AdminRuntime;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  temp = tempDataDir();
  const initial = join(temp.dir, 'initial-site');
  writeTinySite(initial);
  store = openStore({ dataDir: join(temp.dir, 'data'), demo: false });
  const hashGate = createHashGate();
  runtime = await startAdminRuntime({
    store,
    config: loadConfig({ ...ADMIN_ENV, COPY_YOUTUBE_THUMBNAILS: '0', FETCH_VIMEO_THUMBNAILS: '0' }),
    initialSiteDir: initial,
    log: () => undefined,
    hashGate,
  });
  const app = createApp({
    hashGate,
    store,
    mediaDir: store.mediaDir,
    siteDir: runtime.siteDir,
    admin: runtime.admin,
  });
  ({ url, close } = await listenLocal(app.fetch));
});

afterAll(async () => {
  await runtime.close();
  await close();
  store.close();
  temp.remove();
});

describe('rebuild with the real astro build', () => {
  it('shows a new title in the static HTML of / after a change, old site served meanwhile', async () => {
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie =
      signIn.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0] ?? '';
    const title = `Essai de reconstruction ${Date.now()}`;
    const started = performance.now();
    const created = await fetch(`${url}/api/videos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({
        title,
        url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
        video_type: 'youtube',
      }),
    });
    expect(created.status).toBe(201);

    let sawOldSite = false;
    let html = '';
    while (performance.now() - started < 45_000) {
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      html = await page.text();
      if (html.includes(title)) break;
      if (html.includes('Accueil')) sawOldSite = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencyMs = Math.round(performance.now() - started);
    console.log(`change-to-static-HTML latency: ${latencyMs} ms (debounce 1500 ms + astro build)`);
    expect(html).toContain(title);
    expect(sawOldSite).toBe(true);
  }, 60_000);
});
