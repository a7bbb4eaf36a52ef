import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video, VideoInput } from '../../src/lib/video.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// Category links and pages in Chromium, on the demo content after real edits through the API and
// the server's own rebuild (so the baked grid is the live one): two categories on visible films,
// a third only on a hidden film, which must not show anywhere.
let server: StartedServer;
let browser: Browser;
let films: Video[];

/** Category of each demo film, in portfolio order; the fifth is hidden. */
const CATEGORIES = ['Publicité', 'Clip', 'publicite', null, 'Documentaire', 'Clip', null, null];
const HIDDEN = 4;

const inputOf = (video: Video, category: string | null): VideoInput => ({
  title: video.title,
  description: video.description,
  url: video.url,
  video_type: video.video_type as VideoInput['video_type'],
  thumbnail_url: video.thumbnail_url,
  slug: video.slug ?? null,
  category,
});

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const client = new AdminClient(server.url);
  await client.signIn();
  const list = await client.json<Video[]>('GET', API.adminVideos);
  // Every film gets its category from CATEGORIES, none included: the demo films carry their own.
  for (const [i, video] of list.entries()) {
    await client.update(video.id, inputOf(video, CATEGORIES[i] ?? null));
  }
  const hidden = list[HIDDEN];
  if (!hidden) throw new Error('demo content missing');
  await client.json('PATCH', API.video(hidden.id), { visible: false });
  // The server rebuilds the site in the background after the edits.
  await client.waitForRebuilt('/categories/clip/');
  // Every film, the hidden one included, so indexes follow CATEGORIES.
  films = await client.json<Video[]>('GET', API.adminVideos);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const titlesOf = (indexes: number[]) => indexes.map((i) => films[i]?.title);
const filterRow = (page: Page) => page.getByRole('navigation', { name: fr.categories.label });
const filterLinks = (page: Page) =>
  filterRow(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    );
/** The titles of the cards a visitor sees. */
const visibleTitles = (page: Page) =>
  page
    .locator('#portfolio article h3')
    .evaluateAll((nodes) =>
      nodes.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => h.textContent),
    );

describe('category filter without JavaScript', () => {
  it('lists Tous and each used category in order of first appearance, each a static page', async () => {
    const { page, close } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${server.url}/`);
      expect(await filterLinks(page)).toEqual([
        [fr.categories.all, '/#portfolio', 'page'],
        ['Publicité', '/categories/publicite/', null],
        ['Clip', '/categories/clip/', null],
      ]);
      expect(await visibleTitles(page)).toEqual(titlesOf([0, 1, 2, 3, 5, 6, 7]));

      await filterRow(page).getByRole('link', { name: 'Publicité' }).click();
      await page.waitForURL(`${server.url}/categories/publicite/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Publicité');
      expect(await visibleTitles(page)).toEqual(titlesOf([0, 2]));
      expect(await filterLinks(page)).toEqual([
        [fr.categories.all, '/#portfolio', null],
        ['Publicité', '/categories/publicite/', 'page'],
        ['Clip', '/categories/clip/', null],
      ]);

      await filterRow(page).getByRole('link', { name: 'Clip' }).click();
      await page.waitForURL(`${server.url}/categories/clip/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([1, 5]));
      await filterRow(page).getByRole('link', { name: fr.categories.all }).click();
      await page.waitForURL(`${server.url}/#portfolio`);
      expect(await visibleTitles(page)).toHaveLength(7);
    } finally {
      await close();
    }
  });

  it('has no page for a category used only by a hidden film', async () => {
    const response = await fetch(`${server.url}/categories/documentaire/`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});

describe('category filter with JavaScript', () => {
  it('filters the landing page in place, updates the address, follows back and forward', async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${server.url}/`);
      // The portfolio script has started once it revalidated the baked list.
      await page.locator('[data-portfolio][data-state="live"]').waitFor();
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

      await filterRow(page).getByRole('link', { name: 'Clip' }).click();
      await page.waitForURL(`${server.url}/categories/clip/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([1, 5]));
      expect(await stayed()).toBe(true);
      expect((await filterLinks(page)).map(([name, , current]) => [name, current])).toEqual([
        [fr.categories.all, null],
        ['Publicité', null],
        ['Clip', 'page'],
      ]);

      await filterRow(page).getByRole('link', { name: 'Publicité' }).click();
      await page.waitForURL(`${server.url}/categories/publicite/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([0, 2]));

      await page.goBack();
      await page.waitForURL(`${server.url}/categories/clip/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([1, 5]));
      await page.goBack();
      await page.waitForURL(`${server.url}/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([0, 1, 2, 3, 5, 6, 7]));
      expect(await filterRow(page).locator('[aria-current="page"]').textContent()).toBe(
        fr.categories.all,
      );
      await page.goForward();
      await page.waitForURL(`${server.url}/categories/clip/`);
      expect(await visibleTitles(page)).toEqual(titlesOf([1, 5]));
      // None of this reloaded the page.
      expect(await stayed()).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps a category page to its films after the script revalidated the list', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${server.url}/categories/publicite/`);
      await page.locator('[data-portfolio][data-state="live"]').waitFor();
      expect(await visibleTitles(page)).toEqual(titlesOf([0, 2]));
      // A plain click there leads to the other static page.
      await filterRow(page).getByRole('link', { name: 'Clip' }).click();
      await page.waitForURL(`${server.url}/categories/clip/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Clip');
    } finally {
      await close();
    }
  });
});

describe('accessibility', () => {
  it.each(['/', '/categories/clip/'])(
    'no serious or critical axe violation on %s with the filter row',
    async (path) => {
      const { page, close } = await newPage(browser);
      try {
        await page.goto(`${server.url}${path}`);
        await filterRow(page).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
