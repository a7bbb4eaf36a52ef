import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITY as site } from '../../server/demo/identity.ts';
import { absoluteUrl } from '../../src/config/site-address.ts';
import { API } from '../../src/lib/api.ts';
import { NO_CREDITS } from '../../src/lib/credits.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { posterVariant } from '../../src/lib/image-variants.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video, VideoInput } from '../../src/lib/video.ts';
import { placeholderMismatches } from '../support/checks/placeholder-look.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';
import { waitFor } from '../support/harness/wait.ts';

/** The owner's 'Adresse du site' (the demo has none: it names no domain nobody gave). */
const SITE_URL = 'https://camille.example.fr';
const at = (path: string) => absoluteUrl(path, SITE_URL);

// Film pages in Chromium, on the demo content after a real edit through the API and the
// server's own rebuild: credits on the first film, a new address (the old one must lead to it).
let server: StartedServer;
let browser: Browser;
let films: Video[];

const credits = {
  category: 'Court métrage',
  year: 2012,
  role: 'Chef opérateur',
  director: 'Ian Hubert',
  production: 'Blender Foundation',
  client: null,
  camera: 'Sony F65',
  lenses: null,
  format: '2.39:1',
  awards: 'Festival de Clermont-Ferrand\nPrix de la photographie',
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const client = new AdminClient(server.url);
  await client.signIn();
  const {
    cv: _cv,
    photo: _photo,
    updated_at: _at,
    // Read-only (the showreel hero): the input schema refuses it.
    showreel_copy: _showreel,
    ...texts
  } = await client.json<SiteSettings>('GET', API.settings);
  await client.json('PUT', API.settings, { ...texts, site_url: SITE_URL });
  const [first, second] = await client.list();
  if (!first || !second) throw new Error('demo content missing');
  // The demo films all carry credits: the second loses its own, for the page without any. Saved
  // before the first film's edit, so the rebuild awaited below holds both.
  await client.update(second.id, {
    title: second.title,
    description: second.description,
    url: second.url,
    video_type: second.video_type as VideoInput['video_type'],
    thumbnail_url: second.thumbnail_url,
    ...NO_CREDITS,
  });
  await client.update(first.id, {
    title: first.title,
    description: first.description,
    url: first.url,
    video_type: 'youtube',
    thumbnail_url: first.thumbnail_url,
    slug: 'tears-of-steel',
    ...credits,
  });
  // The server rebuilds the site in the background after the edit.
  await waitFor(
    'the rebuilt film page',
    async () => {
      const response = await fetch(`${server.url}/films/tears-of-steel/`);
      await response.body?.cancel();
      return response.status === 200 ? true : undefined;
    },
    120_000,
  );
  films = await client.list();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const film = (i: number) => {
  const video = films[i];
  if (!video?.slug) throw new Error(`no film ${i}`);
  return video as Video & { slug: string };
};

describe('film page', () => {
  it('shows the title, a 16:9 facade that loads YouTube only on click, and the description', async () => {
    const guarded = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    try {
      await page.goto(`${server.url}/films/tears-of-steel/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        film(0).title,
      );
      // The owner's name ends every title as the brand (issue 30).
      expect(await page.title()).toBe(`${film(0).title} | ${site.name}`);
      const box = await page.locator('[data-film-player]').boundingBox();
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.01);
      expect(await page.getByText(film(0).description ?? '-').count()).toBe(1);
      expect(guarded.requested('www.youtube-nocookie.com')).toBe(false);
      await page.getByRole('button', { name: fr.film.play(film(0).title) }).click();
      const frame = page.locator('[data-film-player] iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/R6MlUcmOul8\?autoplay=1/,
      );
      expect(await frame.getAttribute('title')).toBe(film(0).title);
      expect(guarded.requested('www.youtube-nocookie.com')).toBe(true);
    } finally {
      await guarded.close();
    }
  });

  // The placeholder is the player box's CSS background (src/styles/global.css), drawn from the
  // first paint: the failed image is hidden over it (or covered, without JavaScript), not swapped.
  it.each([
    ['on', true],
    ['off', false],
  ])(
    'shows the placeholder image where the thumbnail cannot load (offline here), JavaScript %s',
    async (_, javaScriptEnabled) => {
      const guarded = await newPage(browser, {
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled,
      });
      const { page } = guarded;
      try {
        await page.goto(`${server.url}/films/tears-of-steel/`);
        const image = page.locator('[data-film-player] img');
        // i.ytimg.com is blocked, as on a machine offline: no broken-image icon, the placeholder.
        await expect
          .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete))
          .toBe(true);
        expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(0);
        if (javaScriptEnabled) await expect.poll(() => image.isHidden()).toBe(true);
        const box = page.locator('[data-film-player]');
        expect(await placeholderMismatches(box)).toEqual([]);
      } finally {
        await guarded.close();
      }
    },
  );

  // Festivals et prix are the page's laurels (tests/e2e/laurels-press.test.ts), not a row here.
  it('lists the filled credits only under Fiche technique', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/films/tears-of-steel/`);
      const section = page.getByRole('region', { name: fr.film.credits });
      const rows = await section
        .locator('dl')
        .evaluate((dl) => [...dl.children].map((el) => [el.tagName, el.textContent?.trim()]));
      expect(rows).toEqual([
        ['DT', 'Catégorie'],
        ['DD', 'Court métrage'],
        ['DT', 'Année'],
        ['DD', '2012'],
        ['DT', 'Rôle'],
        ['DD', 'Chef opérateur'],
        ['DT', 'Réalisation'],
        ['DD', 'Ian Hubert'],
        ['DT', 'Production'],
        ['DD', 'Blender Foundation'],
        ['DT', 'Caméra'],
        ['DD', 'Sony F65'],
        ['DT', 'Format'],
        ['DD', '2.39:1'],
      ]);
      // A film without credits has no Fiche technique at all.
      await page.goto(`${server.url}/films/${film(1).slug}/`);
      expect(await page.getByRole('region', { name: fr.film.credits }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('plays a stored file in the native player with its poster', async () => {
    const { page, close } = await newPage(browser);
    try {
      const direct = films.findIndex((v) => v.video_type === 'direct');
      await page.goto(`${server.url}/films/${film(direct).slug}/`);
      const video = page.locator('[data-film-player] video');
      expect(await video.getAttribute('src')).toBe(film(direct).url);
      expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      // Once the server made the poster's copies (at its start, in the background: the rebuild
      // this suite waited for may have come before), the page may name one of them.
      const { thumbnail_url, thumbnail_variants } = film(direct);
      expect([
        thumbnail_url,
        posterVariant(thumbnail_url ?? '', thumbnail_variants, 1600),
      ]).toContain(await video.getAttribute('poster'));
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await waitFor('the file to play', () =>
        video.evaluate((v: HTMLVideoElement) => (v.currentTime > 0 ? true : undefined)),
      );
    } finally {
      await close();
    }
  });

  it('leads to the previous and next films in portfolio order, and back to the portfolio', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/films/tears-of-steel/`);
      expect(await page.getByRole('link', { name: new RegExp(fr.film.previous) }).count()).toBe(0);
      await page.getByRole('link', { name: new RegExp(fr.film.next) }).click();
      await page.waitForURL(`${server.url}/films/${film(1).slug}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(film(1).title);
      const next = page.getByRole('link', { name: new RegExp(fr.film.next) });
      expect(await next.textContent()).toContain(film(2).title);
      await page.getByRole('link', { name: new RegExp(fr.film.previous) }).click();
      await page.waitForURL(`${server.url}/films/tears-of-steel/`);
      const last = film(films.length - 1);
      await page.goto(`${server.url}/films/${last.slug}/`);
      expect(await page.getByRole('link', { name: new RegExp(fr.film.next) }).count()).toBe(0);
      await page.getByRole('link', { name: new RegExp(fr.film.backToPortfolio) }).click();
      await page.waitForURL(`${server.url}/#portfolio`);
    } finally {
      await close();
    }
  });

  it("copies the page's address and says 'Lien copié'", async () => {
    const { page, context, close } = await newPage(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
      await page.goto(`${server.url}/films/tears-of-steel/`);
      const status = page.getByRole('status').filter({ hasText: fr.film.linkCopied });
      expect(await status.count()).toBe(0);
      await page.getByRole('button', { name: fr.film.copyLink }).click();
      await status.waitFor();
      expect(await status.isVisible()).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        at('/films/tears-of-steel/'),
      );
    } finally {
      await close();
    }
  });
});

describe('landing page cards', () => {
  it("lead from the card's title to the film page; the preview still opens the dialog", async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${server.url}/`);
      const card = page.locator(`article[data-video-id="${film(1).id}"]`);
      await card.getByRole('button', { name: `${fr.portfolio.play} : ${film(1).title}` }).click();
      await page.locator('dialog[open]').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${server.url}/`);
      const link = card.getByRole('heading', { level: 3 }).getByRole('link');
      expect(await link.getAttribute('href')).toBe(`/films/${film(1).slug}/`);
      await link.click();
      await page.waitForURL(`${server.url}/films/${film(1).slug}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(film(1).title);
    } finally {
      await close();
    }
  });
});

describe('film addresses', () => {
  it('answers an unknown film with the 404 page and status 404', async () => {
    const { page, close } = await newPage(browser);
    try {
      const response = await page.goto(`${server.url}/films/pas-de-film-ici/`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fr.site.notFound);
    } finally {
      await close();
    }
  });

  it('leads the old address to the new one with 301, and the browser follows it', async () => {
    for (const path of [
      '/films/tears-of-steel-court-metrage/',
      '/films/tears-of-steel-court-metrage',
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        301,
        '/films/tears-of-steel/',
      ]);
    }
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/films/tears-of-steel-court-metrage/`);
      expect(page.url()).toBe(`${server.url}/films/tears-of-steel/`);
    } finally {
      await close();
    }
  });

  it('builds a redirect page with the canonical address for static hosts', () => {
    const html = readFileSync(
      join(
        server.dataDir,
        'site',
        'current',
        'films',
        'tears-of-steel-court-metrage',
        'index.html',
      ),
      'utf8',
    );
    expect(html).toContain(`<link rel="canonical" href="${at('/films/tears-of-steel/')}"`);
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/films\/tears-of-steel\/"/);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('film page for search engines and sharing', () => {
  it('carries one VideoObject, checked field by field', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/films/tears-of-steel/`);
      const scripts = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0] ?? '') as Record<string, unknown>;
      const first = film(0);
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('VideoObject');
      expect(data.name).toBe(first.title);
      expect(data.description).toBe(first.description);
      expect(data.thumbnailUrl).toBe(first.thumbnail_url);
      expect(data.uploadDate).toBe(new Date(first.created_at ?? '').toISOString());
      expect(data.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/R6MlUcmOul8\?/);
      expect(data.url).toBe(at('/films/tears-of-steel/'));
      expect(data.director).toEqual({ '@type': 'Person', name: 'Ian Hubert' });
      expect(data.productionCompany).toEqual({
        '@type': 'Organization',
        name: 'Blender Foundation',
      });
      expect(data.contributor).toEqual({
        '@type': 'Role',
        roleName: 'Chef opérateur',
        contributor: { '@type': 'Person', name: site.name, url: at('/') },
      });
    } finally {
      await close();
    }
  });

  it('has its own canonical address, Open Graph video tags and a large twitter card', async () => {
    const { page, close } = await newPage(browser);
    try {
      const meta = (selector: string) =>
        page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('content')));
      const direct = film(films.findIndex((v) => v.video_type === 'direct'));
      await page.goto(`${server.url}/films/${direct.slug}/`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        at(`/films/${direct.slug}/`),
      );
      expect(await meta('meta[property="og:type"]')).toEqual(['video.other']);
      expect(await meta('meta[property="og:url"]')).toEqual([at(`/films/${direct.slug}/`)]);
      expect(await meta('meta[property="og:title"]')).toEqual([`${direct.title} | ${site.name}`]);
      expect(await meta('meta[property="og:image"]')).toEqual([at(direct.thumbnail_url ?? '')]);
      expect(await meta('meta[property="og:video"]')).toEqual([at(direct.url)]);
      expect(await meta('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
      expect(await meta('meta[name="description"]')).toEqual([direct.description]);
      // An embedded film has no og:video of ours.
      await page.goto(`${server.url}/films/tears-of-steel/`);
      expect(await meta('meta[property="og:video"]')).toEqual([]);
    } finally {
      await close();
    }
  });
});
