// Issue 31 in Chromium, on the demo content after real saves through the API and the server's own
// rebuild: a film with two festival lines shows its laurels on its page and a mark on its card,
// its press quotes on its page (and as reviews in its JSON-LD), the Références on the landing
// page; hostile text stays text everywhere; axe finds nothing serious.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video, VideoInput } from '../../src/lib/video.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

/** Where the screenshots go, to be looked at (not kept in the repository). */
const SHOTS = process.env.FILMFOLIO_SHOTS_DIR;

const HOSTILE = '<img src=x onerror="window.__pwned=1"></script>';
const awards = `Festival de Clermont-Ferrand — Sélection officielle\nPrix de la photographie ${HOSTILE}`;
const press = [
  {
    quote: '« Une lumière d’une rare justesse, qui porte chaque plan. »',
    source: 'Libération',
    url: 'https://www.liberation.fr/culture/cinema/critique',
  },
  { quote: `Superbe ${HOSTILE}`, source: `Télérama ${HOSTILE}`, url: null },
];
const references = ['Arte', 'Canal+', 'Les Films du Losange', `Maison ${HOSTILE}`];

let server: StartedServer;
let browser: Browser;
let films: Video[];
let slug: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const client = new AdminClient(server.url);
  await client.signIn();
  // The demo films may carry festival lines of their own: only the first keeps any here.
  for (const video of (await client.list()).slice(1)) {
    if (!video.awards) continue;
    await client.update(video.id, inputOf(video, { awards: null }));
  }
  const [first] = await client.list();
  if (!first) throw new Error('demo content missing');
  await client.update(first.id, inputOf(first, { awards, press }));
  const settings = await client.json<SiteSettings>('GET', '/api/settings');
  // showreel_copy is read-only (the showreel hero): the input schema refuses it.
  const { cv, photo, updated_at, showreel_copy, ...texts } = settings;
  await client.json('PUT', '/api/settings', { ...texts, reference_names: references.join('\n') });
  films = await client.list();
  slug = films[0]?.slug ?? '';
  await client.waitForRebuilt(`/films/${slug}/`, 180_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function inputOf(video: Video, patch: Partial<VideoInput>): VideoInput {
  return {
    title: video.title,
    description: video.description,
    url: video.url,
    video_type: video.video_type as VideoInput['video_type'],
    thumbnail_url: video.thumbnail_url,
    slug: video.slug ?? null,
    category: video.category ?? null,
    year: video.year ?? null,
    role: video.role ?? null,
    director: video.director ?? null,
    production: video.production ?? null,
    client: video.client ?? null,
    camera: video.camera ?? null,
    lenses: video.lenses ?? null,
    format: video.format ?? null,
    awards: video.awards ?? null,
    ...patch,
  };
}

async function shot(page: Page, name: string, selector?: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

const VIEWPORTS = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe('laurels and press on the film page', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows each festival line as a laurel and each quote with its publication (${viewport.name})`, async () => {
      const guarded = await newPage(browser, { viewport });
      const { page } = guarded;
      try {
        await page.goto(`${server.url}/films/${slug}/`);
        const laurels = page.getByRole('region', { name: fr.frames.laurels });
        const items = laurels.getByRole('listitem');
        expect(await items.allTextContents()).toEqual([
          'Festival de Clermont-Ferrand — Sélection officielle',
          `Prix de la photographie ${HOSTILE}`,
        ]);
        // Two branches per line, drawn by the page and hidden from screen readers.
        expect(await laurels.locator('svg[aria-hidden="true"]').count()).toBe(4);
        expect(await laurels.locator('img').count()).toBe(0);
        // Festivals are laurels now, not a row of the Fiche technique.
        const credits = page.getByRole('region', { name: fr.film.credits });
        expect(await credits.getByText(fr.credits.awards).count()).toBe(0);

        const section = page.getByRole('region', { name: fr.frames.press });
        const quotes = section.locator('figure');
        expect(await quotes.locator('blockquote').allTextContents()).toEqual(
          press.map((q) => q.quote),
        );
        expect(await quotes.locator('cite').allTextContents()).toEqual(press.map((q) => q.source));
        const link = section.getByRole('link', { name: fr.frames.readArticle('Libération') });
        expect(await link.getAttribute('href')).toBe(press[0]?.url);
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await section.getByRole('link').count()).toBe(1);

        // Hostile text stayed text: no element from it, no script run.
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
        const data = JSON.parse(jsonLd ?? '{}') as { review?: unknown[] };
        expect(jsonLd).not.toContain('</script');
        expect(data.review).toEqual([
          {
            '@type': 'Review',
            reviewBody: press[0]?.quote,
            author: { '@type': 'Organization', name: 'Libération' },
            url: press[0]?.url,
          },
          {
            '@type': 'Review',
            reviewBody: press[1]?.quote,
            author: { '@type': 'Organization', name: press[1]?.source },
          },
        ]);

        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `film-page-${viewport.name}`);
      } finally {
        await guarded.close();
      }
    });
  }

  it('shows no laurel and no press section for a film without them', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/films/${films[1]?.slug}/`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('region', { name: fr.frames.laurels }).count()).toBe(0);
      expect(await page.getByRole('region', { name: fr.frames.press }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('the landing page', () => {
  for (const viewport of VIEWPORTS) {
    it(`marks the card of the film with laurels and lists the Références (${viewport.name})`, async () => {
      const guarded = await newPage(browser, { viewport });
      const { page } = guarded;
      try {
        await page.goto(`${server.url}/`);
        const marks = page.getByTestId('laurel-mark');
        expect(await marks.count()).toBe(1);
        const card = page.locator(`article[data-video-id="${films[0]?.id}"]`);
        const mark = card.getByTestId('laurel-mark');
        expect(await mark.locator('.sr-only').textContent()).toBe(
          fr.frames.cardLaurels(awards.split('\n').join(', ')),
        );
        expect(await mark.locator('span[aria-hidden="true"]').textContent()).toBe('2');
        // Drawn over the thumbnail's top left corner.
        const [markBox, cardBox] = await Promise.all([mark.boundingBox(), card.boundingBox()]);
        expect(markBox && cardBox).toBeTruthy();
        if (markBox && cardBox) {
          expect(markBox.x - cardBox.x).toBeLessThan(16);
          expect(markBox.y - cardBox.y).toBeLessThan(16);
        }
        // The card still opens its player where the mark is drawn.
        const opener = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
          x: (markBox?.x ?? 0) + 4,
          y: (markBox?.y ?? 0) + 4,
        });
        expect(opener).not.toBe('P');

        const section = page.getByRole('region', { name: fr.frames.references });
        await section.scrollIntoViewIfNeeded();
        expect(await section.getByRole('listitem').allTextContents()).toEqual(references);
        expect(await section.locator('img').count()).toBe(0);
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `landing-references-${viewport.name}`, '#references');
        await card.scrollIntoViewIfNeeded();
        await shot(
          page,
          `landing-card-${viewport.name}`,
          `article[data-video-id="${films[0]?.id}"]`,
        );
      } finally {
        await guarded.close();
      }
    });
  }
});
