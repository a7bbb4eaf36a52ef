import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { createPrivateLinkHandler } from '../../supabase/functions/private-link/handler.ts';
import { checkPublicPlayers, filmCard } from '../support/data/link-page.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ROOT } from '../support/harness/server.ts';
import { type StaticHost, startStaticHost } from '../support/harness/static-host.ts';
import { user } from '../support/supabase/db.ts';
import { buildSupabaseSite, type SupabaseSite } from '../support/supabase/site.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';

// The private link page of a site built in Supabase mode, in Chromium: the static frame served
// at /p/<token> by the build's own _redirects and _headers, filled from the private-link Edge
// Function (its real handler, served by the stand-in project on 127.0.0.1 over the real
// migrations on PostgreSQL 15). A second host reads neither file, as GitHub Pages, and forwards through
// its 404 page.
let s: StandIn;
let site: SupabaseSite;
let host: StaticHost;
let pagesHost: StaticHost;
let browser: Browser;
const t = fr.privateLinks;
const HIDDEN = 'Lumière dorée — publicité';
const SHOWN = 'Fractale nocturne — clip';
const OWNER = 'Camille Moreau';
const TITLE = 'Directrice de la photographie';
const PASSWORD = 'projection-privee';
let hiddenUrl = '';
let hiddenPoster = '';
let ids: { hidden: string; shown: string };
const opened: GuardedPage[] = [];

async function visitorPage(): Promise<Page> {
  const guarded = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  opened.push(guarded);
  return guarded.page;
}

async function link(args: { password?: string | null; expires?: string } = {}) {
  const [row] = await s.t.run<{ l: { id: string; token: string } }>(
    user(s.t.adminId),
    'select public.create_private_link($1, $2::uuid[], $3, $4, $5::date) as l',
    [
      'Agence Lumen',
      // The chosen order, not the portfolio's.
      [ids.shown, ids.hidden],
      'Bonjour, voici la sélection.',
      args.password === undefined ? PASSWORD : args.password,
      args.expires ?? null,
    ],
  );
  if (!row) throw new Error('no link');
  return row.l;
}

const views = async (id: string) =>
  (
    await s.t.sudo<{ views: number }>('select views from public.private_links where id = $1', [id])
  )[0]?.views;

const filmTitles = (page: Page) =>
  page.locator('[data-link-portfolio] article h3').allTextContents();

beforeAll(async () => {
  s = await startStandIn();
  s.mountFunction(
    'private-link',
    createPrivateLinkHandler({ supabaseUrl: s.url, serviceKey: s.serviceKey }),
  );
  await s.t.sudo('update public.site_settings set name = $1, title = $2 where id = 1', [
    OWNER,
    TITLE,
  ]);
  /** A demo file stored in `bucket`; returns the address its row names (the public bucket's). */
  const store = async (bucket: string, publicBucket: string, file: string) => {
    const name = `${crypto.randomUUID()}${path.extname(file)}`;
    await s.t.sudo('insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);
    s.objects.set(`${bucket}/${name}`, fs.readFileSync(path.join(ROOT, 'demo/media', file)));
    return `${s.url}/storage/v1/object/public/${publicBucket}/${name}`;
  };
  // The hidden film's file and poster sit in the private buckets, as hiding it leaves them.
  hiddenUrl = await store('private-videos', 'videos', 'lumiere-doree.mp4');
  hiddenPoster = await store('private-thumbnails', 'thumbnails', 'lumiere-doree.jpg');
  const shownUrl = await store('videos', 'videos', 'fractale-nocturne.webm');
  const insert = async (
    title: string,
    url: string,
    poster: string | null,
    position: number,
    visible: boolean,
  ) =>
    (
      await s.t.sudo<{ id: string }>(
        `insert into public.videos (title, url, thumbnail_url, video_type, order_position, visible)
         values ($1, $2, $3, 'direct', $4, $5) returning id`,
        [title, url, poster, position, visible],
      )
    )[0]?.id ?? '';
  ids = {
    hidden: await insert(HIDDEN, hiddenUrl, hiddenPoster, 0, false),
    shown: await insert(SHOWN, shownUrl, null, 1, true),
  };
  [site, browser] = await Promise.all([buildSupabaseSite(s), launchBrowser()]);
  [host, pagesHost] = await Promise.all([
    startStaticHost(site.distDir),
    startStaticHost(site.distDir, false),
  ]);
}, 300_000);

afterAll(async () => {
  for (const page of opened) await page.close();
  await browser?.close();
  await Promise.all([host?.close(), pagesHost?.close()]);
  site?.remove();
  await s?.close();
});

describe('a private link on a static site (Supabase mode)', () => {
  it('asks the password, refuses a wrong one, then shows the owner, the message and the films', async () => {
    const { id, token } = await link();
    const page = await visitorPage();
    const response = await page.goto(`${host.url}/p/${token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('meta[name=referrer]').getAttribute('content')).toBe('no-referrer');
    await page.getByRole('heading', { name: t.protected }).waitFor();
    expect(await filmTitles(page)).toEqual([]);

    await page.getByLabel(t.password).fill('pas-le-bon');
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText(t.wrongPassword).waitFor();
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.access }).click();
    await page.locator('[data-link-portfolio] article').first().waitFor();
    await page.getByRole('heading', { level: 1, name: OWNER }).waitFor();
    await page.getByText(TITLE, { exact: true }).waitFor();
    await page.getByText('Bonjour, voici la sélection.').waitFor();
    expect(await filmTitles(page)).toEqual([SHOWN, HIDDEN]);
    // No preview copy is made in Supabase mode yet, so the grid plays no original
    // (docs/video-previews.md): the hidden film plays in the dialog, from a short-lived signed
    // address; its public one stays closed.
    expect(await filmCard(page, HIDDEN).locator('video').count()).toBe(0);
    await filmCard(page, HIDDEN)
      .getByRole('button', { name: new RegExp(fr.portfolio.play) })
      .click();
    const src = await page.locator('dialog[open] video').getAttribute('src');
    await page.keyboard.press('Escape');
    expect(src).toMatch(/\/storage\/v1\/object\/sign\/private-videos\/.+\?token=/);
    expect((await fetch(src ?? '')).status).toBe(200);
    expect((await fetch(hiddenUrl)).status).toBe(404);
    const poster = await filmCard(page, HIDDEN).locator('img').first().getAttribute('src');
    expect(poster).toMatch(/\/storage\/v1\/object\/sign\/private-thumbnails\/.+\?token=/);
    expect((await fetch(poster ?? '')).status).toBe(200);
    expect((await fetch(hiddenPoster)).status).toBe(404);
    expect(await views(id)).toBe(1);
    // Nothing left the machine, and nothing but the function and the files was asked of it.
    const guard = opened.at(-1);
    expect(guard?.blockedHosts()).toEqual([]);
  });

  it('plays with the public card: no sound button on uploaded films, the dialog', async () => {
    const page = opened.at(-1)?.page;
    if (!page) throw new Error('no page');
    await checkPublicPlayers(page, HIDDEN, SHOWN);
  });

  it('remembers the access and counts the visit once per browser session', async () => {
    const { id, token } = await link();
    const page = await visitorPage();
    await page.goto(`${host.url}/p/${token}`);
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.access }).click();
    await page.locator('[data-link-portfolio] article').first().waitFor();
    expect(await views(id)).toBe(1);
    // A reload in the same session: no password, no second count.
    await page.reload();
    await page.locator('[data-link-portfolio] article').first().waitFor();
    expect(await page.getByRole('heading', { name: t.protected }).count()).toBe(0);
    expect(await views(id)).toBe(1);
    // The access is for this link only.
    const other = await link();
    await page.goto(`${host.url}/p/${other.token}`);
    await page.getByRole('heading', { name: t.protected }).waitFor();
    // Another browser session asks again and counts again.
    const later = await visitorPage();
    await later.goto(`${host.url}/p/${token}`);
    await later.getByRole('heading', { name: t.protected }).waitFor();
    await later.getByLabel(t.password).fill(PASSWORD);
    await later.getByRole('button', { name: t.access }).click();
    await later.locator('[data-link-portfolio] article').first().waitFor();
    expect(await views(id)).toBe(2);
  });

  it('a wrong-password streak gets the 429 message, and the link opens a minute later', async () => {
    const { id, token } = await link();
    const page = await visitorPage();
    await page.goto(`${host.url}/p/${token}`);
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel(t.password).fill(`mauvais-${i}`);
      await page.getByRole('button', { name: t.access }).click();
      await expect.poll(() => page.getByText(t.wrongPassword).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: t.access }).isEnabled()).toBe(true);
    }
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText(t.tooManyAttempts).waitFor();
    expect(await page.getByText(t.wrongPassword).isVisible()).toBe(false);
    await s.t.sudo(
      "update public.private_links set failures_since = now() - interval '61 seconds' where id = $1",
      [id],
    );
    await page.getByRole('button', { name: t.access }).click();
    await page.locator('[data-link-portfolio] article').first().waitFor();
  });

  it('unknown, malformed, disabled, expired and deleted: one same page', async () => {
    const disabled = await link({ password: null });
    await s.t.run(user(s.t.adminId), 'select public.set_private_link_disabled($1, true)', [
      disabled.id,
    ]);
    const expired = await link({ password: null, expires: '2000-01-01' });
    const deleted = await link({ password: null });
    await s.t.run(user(s.t.adminId), 'select public.delete_private_link($1)', [deleted.id]);
    const page = await visitorPage();
    const pages: string[] = [];
    for (const token of ['A'.repeat(43), 'court', disabled.token, expired.token, deleted.token]) {
      await page.goto(`${host.url}/p/${token}`);
      await page.getByRole('heading', { name: t.unavailable }).waitFor();
      pages.push(await page.locator('[data-private-link-body]').innerHTML());
    }
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain(t.protected);
  });

  it('a host without rewrites (GitHub Pages) forwards /p/<token> from its 404 page', async () => {
    const { token } = await link({ password: null });
    const page = await visitorPage();
    await page.goto(`${pagesHost.url}/p/${token}`);
    await page.waitForURL(`${pagesHost.url}/lien-prive/#${token}`);
    await page.locator('[data-link-portfolio] article').first().waitFor();
    expect(await filmTitles(page)).toEqual([SHOWN, HIDDEN]);
    // Any other missing page stays the 404 page.
    const missing = await page.goto(`${pagesHost.url}/p/court`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: fr.site.notFound }).waitFor();
  });
});
