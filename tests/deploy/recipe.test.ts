// Issue 20, point 2: docs/deployment.md, step by step, on 127.0.0.1. A read-only copy of the
// checkout, DATA_DIR outside it, the server as an unprivileged user (nobody, when the tests run
// as root), Caddy in front with `tls internal`, TRUST_PROXY=1 and PUBLIC_URL. Issue 33: the
// account made with scripts/admin.ts before the first start (no password in the unit), and
// DEMO_CONTENT=0, so the real site starts empty and names only PUBLIC_URL. When the recipe
// changes, this test changes with it; tests/deploy/docs-commands.test.ts reads the docs' lines.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { API } from '../../src/lib/api.ts';
import type { Video } from '../../src/lib/video.ts';
import { addPreviousAdmin, seedPreviousRelease } from '../support/data/previous-release.ts';
import { type Caddy, startCaddy } from '../support/harness/caddy.ts';
import { ADMIN } from '../support/harness/credentials.ts';
import {
  finished,
  giveToService,
  makeWritable,
  readOnlyCheckout,
  type Service,
  serviceFolder,
  spawnAsService,
  startService,
} from '../support/harness/deploy-checkout.ts';
import { ProxyClient } from '../support/harness/proxy-client.ts';
import { freePort } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { waitUntil } from '../support/harness/wait.ts';

const parent = makeTempDir('filmfolio-recipe-');
const dataDir = join(parent, 'var-lib-filmfolio');
const BUILD_WAIT_MS = 90_000;
let app: string;
let port: number;
let caddy: Caddy;
let client: ProxyClient;
let service: Service | undefined;
/** What the closing note reports: how long each change took to reach the pages, through Caddy. */
const timings: Record<string, number> = {};
/** Every service's output, for the rebuild durations it logged. */
const outputs: Array<() => string> = [];

beforeAll(async () => {
  app = readOnlyCheckout(parent);
  serviceFolder(dataDir);
  port = await freePort();
  caddy = await startCaddy(join(parent, 'caddy'), port);
  client = new ProxyClient(caddy);
});
afterAll(async () => {
  await service?.stop('SIGKILL');
  await caddy?.stop();
  const rebuilds = outputs.flatMap((output) =>
    [...output().matchAll(/site rebuilt in (\d+) ms/g)].map((m) => Number(m[1])),
  );
  console.log(`deploy recipe timings (ms): ${JSON.stringify(timings)}; rebuilds: ${rebuilds}`);
  makeWritable(parent);
  rmSync(parent, { recursive: true, force: true });
});

/** The unit's Environment= line (docs/deployment.md). */
const unitEnv = (dir: string): Record<string, string> => ({
  DATA_DIR: dir,
  DEMO_CONTENT: '0',
  TRUST_PROXY: '1',
  PUBLIC_URL: caddy.origin,
  // No internet here: the thumbnails stay where they are.
  COPY_YOUTUBE_THUMBNAILS: '0',
  FETCH_VIMEO_THUMBNAILS: '0',
});

async function start(env: Record<string, string>): Promise<Service> {
  const started = await startService(app, port, env);
  outputs.push(started.output);
  return started;
}

const page = (path: string) => client.request('GET', path);

/** Polls the public page through Caddy until `check` holds; returns how long it took. */
async function pagesFollow(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await waitUntil(what, check, BUILD_WAIT_MS);
  return Date.now() - started;
}

const shows = async (path: string, text: string) => (await page(path)).text.includes(text);
const filmLinks = async () =>
  [...(await page('/')).text.matchAll(/href="(\/films\/[^"]+\/)"/g)].map((m) => m[1]).sort();

async function siteStatus(): Promise<string> {
  return (await client.json<{ state: string }>('GET', API.siteStatus)).state;
}

describe('the deployment recipe, rehearsed', { timeout: 120_000 }, () => {
  it('the account, made as the service user before the first start', async () => {
    const made = await finished(
      spawnAsService([join(app, 'scripts/admin.ts'), 'set', ADMIN.email], {
        cwd: app,
        env: { DATA_DIR: dataDir },
        input: `${ADMIN.password}\n`,
      }),
    );
    expect(made.code, made.output).toBe(0);
  });

  it('first start: an empty site built into DATA_DIR, served via Caddy, naming PUBLIC_URL only', async () => {
    service = await start(unitEnv(dataDir));
    timings.firstBuild = await pagesFollow(
      'the first build',
      async () => (await page('/')).status === 200,
    );
    expect(service.output()).toContain(
      `FilmFolio: new data folder ${dataDir}, empty (DEMO_CONTENT=0)`,
    );
    const home = await page('/');
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(home.text).not.toContain('Camille Moreau');
    expect(home.text).toContain(`<link rel="canonical" href="${caddy.origin}/"`);
    const addresses = [...home.text.matchAll(/https?:\/\/[^"'\s<>]+/g)].map((m) => m[0]);
    expect(addresses.filter((a) => a.includes('camille-moreau'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'site'))).toContain('current');
  });

  it('signs in through the proxy: a Secure cookie and HSTS', async () => {
    const res = await client.signIn();
    expect(res.status).toBe(204);
    const cookie = (res.headers['set-cookie'] ?? []).join('\n');
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(await siteStatus()).toBe('up_to_date');
  });

  let film: Video;
  // Three rebuilds in a row: up to 30 s each on the shared 2-core machine while others run.
  it('adds, edits and hides a film: the static pages follow', { timeout: 240_000 }, async () => {
    film = await client.json<Video>('POST', API.videos, {
      title: 'Recette ajoutée',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_type: 'youtube',
    });
    const filmPage = `/films/${film.slug}/`;
    timings.add = await pagesFollow('the new film on /', () => shows('/', 'Recette ajoutée'));
    expect((await page(filmPage)).status).toBe(200);
    const sitemap = (await page('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${caddy.origin}${filmPage}</loc>`);

    await client.json('PUT', API.video(film.id), {
      title: 'Recette modifiée',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_type: 'youtube',
    });
    timings.edit = await pagesFollow('the edited title', async () => {
      const home = (await page('/')).text;
      return home.includes('Recette modifiée') && !home.includes('Recette ajoutée');
    });

    await client.json('PATCH', API.video(film.id), { visible: false });
    timings.hide = await pagesFollow('the hidden film gone', async () => {
      return !(await shows('/', 'Recette modifiée')) && (await page(filmPage)).status === 404;
    });
    expect((await page('/sitemap.xml')).text).not.toContain(filmPage);
    await waitUntil(
      'the dashboard to say up to date',
      async () => (await siteStatus()) === 'up_to_date',
    );
  });

  it('a film hidden just before SIGTERM is gone once the server is back', async () => {
    await client.json('PATCH', API.video(film.id), { visible: true });
    await pagesFollow('the film back', () => shows('/', 'Recette modifiée'));
    await client.json('PATCH', API.video(film.id), { visible: false });
    // Within the rebuild's debounce: nothing has started building yet.
    expect(await service?.stop('SIGTERM')).toBe(0);
    service = await start(unitEnv(dataDir));
    timings.catchUpAfterRestart = await pagesFollow('the restart to catch up', async () => {
      return (
        !(await shows('/', 'Recette modifiée')) &&
        (await page(`/films/${film.slug}/`)).status === 404
      );
    });
    expect((await page('/sitemap.xml')).text).not.toContain(`/films/${film.slug}/`);
    await waitUntil('up to date', async () => (await siteStatus()) === 'up_to_date', BUILD_WAIT_MS);
  });

  it('SIGTERM during a rebuild, then a restart: the site catches up', async () => {
    await client.json('PATCH', API.video(film.id), { visible: true });
    await waitUntil(
      'a rebuild to be running',
      () => readdirSync(join(dataDir, 'site')).some((name) => name.startsWith('.work-')),
      10_000,
    );
    expect(await service?.stop('SIGTERM')).toBe(0);
    expect(await shows('/', 'Recette modifiée')).toBe(false);
    service = await start(unitEnv(dataDir));
    timings.catchUpAfterInterruptedBuild = await pagesFollow('the interrupted change', () =>
      shows('/', 'Recette modifiée'),
    );
    await waitUntil('up to date', async () => (await siteStatus()) === 'up_to_date', BUILD_WAIT_MS);
  });

  it('backup, restore into a new data folder, start there: the same site', async () => {
    const backups = serviceFolder(join(parent, 'backups'));
    const backup = await finished(
      spawnAsService([join(app, 'scripts/ops/backup.ts'), backups], {
        cwd: app,
        env: { DATA_DIR: dataDir },
      }),
    );
    expect(backup.code, backup.output).toBe(0);
    const [archive] = readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    const before = { links: await filmLinks(), sitemap: (await page('/sitemap.xml')).text };
    expect(before.links).toContain(`/films/${film.slug}/`);
    expect(await service?.stop('SIGTERM')).toBe(0);

    const restoredDir = join(serviceFolder(join(parent, 'restore-area')), 'data');
    const restore = await finished(
      spawnAsService([join(app, 'scripts/ops/restore.ts'), join(backups, archive ?? '')], {
        cwd: app,
        env: { DATA_DIR: restoredDir, ASTRO_TELEMETRY_DISABLED: '1' },
      }),
    );
    expect(restore.code, restore.output).toBe(0);
    service = await start(unitEnv(restoredDir));
    await waitUntil(
      'the restored site',
      async () => (await page('/')).status === 200,
      BUILD_WAIT_MS,
    );
    // The restore rebuilt the site without PUBLIC_URL, so its pages name no address: the start
    // with PUBLIC_URL rebuilds them (server/jobs/served-address.ts).
    await client.signIn();
    await waitUntil('up to date', async () => (await siteStatus()) === 'up_to_date', BUILD_WAIT_MS);
    expect(await filmLinks()).toEqual(before.links);
    expect((await page('/sitemap.xml')).text.replace(/<lastmod>[^<]*<\/lastmod>/g, '')).toBe(
      before.sitemap.replace(/<lastmod>[^<]*<\/lastmod>/g, ''),
    );
    expect(await service?.stop('SIGTERM')).toBe(0);
  });

  it('starts this version on a data folder made by the previous release, nothing lost', async () => {
    // The previous release (its migrations only, rows written by plain SQL on its schema).
    const oldDir = join(parent, 'previous-data');
    const { db, videos } = seedPreviousRelease(oldDir, 4);
    addPreviousAdmin(db, ADMIN.email, await hashPassword(ADMIN.password));
    db.close();
    giveToService(oldDir);

    service = await start(unitEnv(oldDir));
    await client.signIn();
    const after = await client.json<Video[]>('GET', API.adminVideos);
    expect(after.map((v) => [v.id, v.title, v.url, v.layout, v.order_position])).toEqual(
      videos.map((v) => [v.id, v.title, v.url, v.layout, v.order_position]),
    );
    // The folder held videos: the new version rebuilds its site at the first start.
    timings.upgradeBuild = await pagesFollow('the upgraded site', async () => {
      const home = (await page('/')).text;
      return videos.every((v) => home.includes(v.title));
    });
    for (const video of videos.filter((v) => v.url.startsWith('/media/'))) {
      const media = await page(video.url);
      expect(media.status).toBe(200);
    }
    expect((await client.json<unknown[]>('GET', API.messages)).length).toBe(1);
  });
});
