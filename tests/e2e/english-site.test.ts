// The English site (issue 32) in Chromium against the real server and its own rebuild: the owner
// gives one demo film English texts in the admin and leaves the others French; /en/ then shows
// the first in English and the others in French marked lang="fr", the FR / EN switch keeps the
// page, every public page of both languages names its other version, and axe finds nothing
// serious on the English pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/lib/i18n/en.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { DEFAULT_TITLE_EN } from '../../src/lib/i18n/localize.ts';
import { card, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';
import { waitFor } from '../support/harness/wait.ts';

const FIRST = 'Tears of Steel — court-métrage';
const SECOND = 'Lumière dorée — publicité';
const ENGLISH = { title: 'Tears of Steel — short film', slug: 'tears-of-steel-short-film' };
const FIRST_FR_PATH = '/films/tears-of-steel-court-metrage/';
const FIRST_EN_PATH = `/en/films/${ENGLISH.slug}/`;

let server: StartedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const { page, close } = await newPage(browser);
  try {
    await signIn(page, server.url);
    await card(page, FIRST).getByRole('button', { name: fr.dashboard.edit }).click();
    const dialog = page.getByRole('dialog', { name: fr.dialogs.editTitle });
    await dialog.getByText(fr.languages.englishVersion).click();
    await dialog.getByLabel(fr.languages.englishTitle).fill(ENGLISH.title);
    await dialog.getByLabel(fr.languages.englishSlug).fill(ENGLISH.slug);
    await dialog.getByLabel(fr.languages.englishCategory).fill('Short film');
    await dialog.getByRole('button', { name: fr.form.update }).click();
    await toast(page, fr.toasts.updatedText).waitFor();
  } finally {
    await close();
  }
  // The server rebuilds both languages in the background after the edit.
  await waitFor(
    'the rebuilt English film page',
    async () => {
      const response = await fetch(`${server.url}${FIRST_EN_PATH}`);
      await response.body?.cancel();
      return response.status === 200 ? true : undefined;
    },
    120_000,
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit<T>(path: string, look: (page: Page) => Promise<T>): Promise<T> {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  try {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return await look(page);
  } finally {
    await close();
  }
}

/** The page's hreflang links, as hreflang -> address on this server. */
const hreflangs = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    );

describe('the English site', () => {
  it('shows the English title where written and the French one in lang="fr" elsewhere', async () => {
    await visit('/en/', async (page) => {
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
        'en_GB',
      );
      const titles = page.locator('#portfolio h3');
      const english = titles.filter({ hasText: ENGLISH.title });
      expect(await english.count()).toBe(1);
      expect(await english.getAttribute('lang')).toBeNull();
      expect(await english.locator('a').getAttribute('href')).toBe(FIRST_EN_PATH);
      const french = titles.filter({ hasText: SECOND });
      expect(await french.getAttribute('lang')).toBe('fr');
      // The interface speaks English; the owner's title defaults to Director of Photography.
      expect(await page.getByRole('link', { name: en.site.contactMe }).count()).toBe(1);
      expect(await page.getByText(DEFAULT_TITLE_EN, { exact: true }).count()).toBe(1);
      // The filter row names the English category the owner gave.
      const filter = page.getByRole('navigation', { name: en.categories.label });
      expect(
        await filter.getByRole('link', { name: 'Short film' }).getAttribute('lang'),
      ).toBeNull();
    });
    await visit(FIRST_EN_PATH, async (page) => {
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toContain(ENGLISH.title);
      expect(await page.getByRole('region', { name: en.film.credits }).count()).toBe(1);
    });
    // The French site is unchanged.
    await visit(FIRST_FR_PATH, async (page) => {
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(FIRST);
    });
  });

  it('switches a film page to the same film in the other language and back', async () => {
    await visit(FIRST_FR_PATH, async (page) => {
      const to = page.locator('[data-lang-switch] a[hreflang="en"]');
      expect(await to.getAttribute('lang')).toBe('en');
      await to.click();
      await page.waitForURL(`${server.url}${FIRST_EN_PATH}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.locator('[data-lang-switch] a[hreflang="fr"]').click();
      await page.waitForURL(`${server.url}${FIRST_FR_PATH}`);
    });
  });

  it('leads the French address under /en/ to the film’s English page', async () => {
    await visit(`/en${FIRST_FR_PATH}`, async (page) => {
      await page.waitForURL(`${server.url}${FIRST_EN_PATH}`);
    });
  });

  it('names the other version on every public page of both languages, reciprocally', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(pages.filter((url) => url.includes('/en/')).length).toBe(pages.length / 2);
    const seen = new Map<string, Record<string, string | null>>();
    for (const url of pages) {
      const path = new URL(url).pathname;
      seen.set(url, await visit(path, hreflangs));
    }
    for (const [url, set] of seen) {
      expect(Object.keys(set).sort(), url).toEqual(['en', 'fr', 'x-default']);
      expect(set['x-default'], url).toBe(set.fr);
      // The page is one of its own alternates, and each alternate names the same set.
      expect(Object.values(set), url).toContain(url);
      for (const other of [set.fr, set.en]) expect(seen.get(other ?? ''), url).toEqual(set);
    }
  }, 180_000);

  it('has no serious accessibility violation on the English pages', async () => {
    for (const path of ['/en/', FIRST_EN_PATH, '/en/mentions-legales/', '/en/categories/clip/']) {
      const found = await visit(path, seriousViolations);
      expect(found, path).toEqual([]);
    }
  }, 120_000);

  it('answers an unknown English address with the English 404 page', async () => {
    const { page, close } = await newPage(browser);
    try {
      const response = await page.goto(`${server.url}/en/nowhere/`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(
        await page.getByRole('link', { name: en.site.notFoundHome }).getAttribute('href'),
      ).toBe('/en/');
    } finally {
      await close();
    }
  });
});
