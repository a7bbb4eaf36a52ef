import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../server/demo/catalogue.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { parseVimeoId, parseYouTubeId } from '../../src/lib/video-url.ts';
import { placeholderMismatches } from '../support/checks/placeholder-look.ts';
import { type BakedServer, startBakedServer } from '../support/harness/baked-server.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { openLanding, scrollThrough } from '../support/harness/page.ts';
import { startServer } from '../support/harness/server.ts';

// The portfolio grid and its cards in Chromium, on the demo content (exactly one half video,
// one keep_small_format video, youtube, vimeo and direct files), built from the server's own
// data so that the page keeps its baked grid and plain script after revalidation.
let server: BakedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBakedServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const card = (page: Page, title: string) =>
  page.locator('#portfolio article').filter({ has: page.getByRole('heading', { name: title }) });

interface Placement {
  title: string;
  start: number;
  span: number;
}

/** Where each card really sits: its column from the rendered geometry of the grid tracks. */
function placements(page: Page): Promise<{ columns: number; cards: Placement[] }> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('#portfolio article')].map(
      (article) => article.parentElement as HTMLElement,
    );
    const grid = items[0]?.parentElement as HTMLElement;
    const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').map(parseFloat);
    const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
    const left = grid.getBoundingClientRect().left + parseFloat(getComputedStyle(grid).paddingLeft);
    const starts = tracks.map((_, i) => left + tracks.slice(0, i).reduce((a, b) => a + b + gap, 0));
    const nearest = (x: number) =>
      starts.reduce(
        (best, s, i) => (Math.abs(s - x) < Math.abs((starts[best] ?? 0) - x) ? i : best),
        0,
      );
    const cards = items.map((item) => {
      const box = item.getBoundingClientRect();
      const start = nearest(box.left);
      const end = starts.findIndex((s, i) => Math.abs(s + (tracks[i] ?? 0) - box.right) < 2);
      return {
        title: item.querySelector('h3')?.textContent ?? '',
        start: start + 1,
        span: end - start + 1,
      };
    });
    return { columns: tracks.length, cards };
  });
}

describe('grid', () => {
  it('at 1280 px: 6 columns, full = 6, the only half = 3 from column 2, others = 2', async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/`);
    const { columns, cards } = await placements(page);
    expect(columns).toBe(6);
    expect(DEMO_VIDEOS.filter((v) => v.layout === 'half')).toHaveLength(1);
    expect(cards.map((c) => c.title)).toEqual(DEMO_VIDEOS.map((v) => v.title));
    DEMO_VIDEOS.forEach((video, i) => {
      const placed = cards[i];
      if (video.layout === 'full') expect(placed).toMatchObject({ start: 1, span: 6 });
      else if (video.layout === 'half') expect(placed).toMatchObject({ start: 2, span: 3 });
      else expect(placed?.span).toBe(2);
    });
    await close();
  });

  it('at 390 px: one column, every card full width', async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    const { columns, cards } = await placements(page);
    expect(columns).toBe(1);
    for (const placed of cards) expect(placed).toMatchObject({ start: 1, span: 1 });
    await close();
  });
});

describe('video cards', () => {
  // The placeholder is the card box's CSS background (src/styles/global.css), drawn from the first
  // paint: a YouTube thumbnail that fails (offline here) is hidden over it, or covered without
  // JavaScript, never swapped late for /placeholder.svg.
  it.each([
    ['on', true],
    ['off', false],
  ])(
    'a thumbnail that fails shows the placeholder image, JavaScript %s',
    async (_, javaScriptEnabled) => {
      const youtube = DEMO_VIDEOS.find((v) => v.video_type === 'youtube');
      if (!youtube) throw new Error('the demo has no YouTube film');
      const tab = await newPage(browser, {
        viewport: { width: 390, height: 844 },
        javaScriptEnabled,
      });
      try {
        await tab.page.goto(`${server.url}/`);
        const image = card(tab.page, youtube.title).locator('img');
        const box = image.locator('xpath=..');
        // With JavaScript the failed image may be hidden already: scroll its box into view.
        await box.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete))
          .toBe(true);
        expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(0);
        expect(await image.getAttribute('src')).toMatch(/^https:\/\/i\.ytimg\.com\//);
        if (javaScriptEnabled) await expect.poll(() => image.isHidden()).toBe(true);
        expect(await placeholderMismatches(box)).toEqual([]);
      } finally {
        await tab.close();
      }
    },
  );

  it('only one video is unmuted at a time', async () => {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await openLanding(page, server.url);
    // YouTube and Vimeo cards: an uploaded film's preview is its silent copy, with no button.
    const sounding = DEMO_VIDEOS.filter((v) => v.video_type !== 'direct');
    const [a, b] = sounding.slice(0, 2).map((v) => card(page, v.title));
    if (!a || !b) throw new Error('demo content has fewer than two embedded videos');
    const uploaded = DEMO_VIDEOS.find((v) => v.video_type === 'direct');
    if (!uploaded) throw new Error('demo content has no uploaded film');
    expect(await card(page, uploaded.title).locator('button[data-mute-toggle]').count()).toBe(0);
    await a.getByRole('button', { name: fr.portfolio.unmute }).click();
    await expect.poll(() => a.getByRole('button', { name: fr.portfolio.mute }).count()).toBe(1);
    await b.getByRole('button', { name: fr.portfolio.unmute }).click();
    await expect.poll(() => b.getByRole('button', { name: fr.portfolio.mute }).count()).toBe(1);
    await expect.poll(() => a.getByRole('button', { name: fr.portfolio.unmute }).count()).toBe(1);
    expect(await page.getByRole('button', { name: fr.portfolio.mute }).count()).toBe(1);
    await close();
  });

  it.each([
    ['keep_small_format', true, '768px'],
    ['normal size', false, '1024px'],
  ])(
    'the dialog of a %s video: max width and fullscreen rule; Escape closes',
    async (_l, small, width) => {
      const video = DEMO_VIDEOS.find((v) => v.keep_small_format === small);
      if (!video) throw new Error('demo content lacks the video for this case');
      const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
      await openLanding(page, server.url);
      const target = card(page, video.title);
      await target.scrollIntoViewIfNeeded();
      await target.getByRole('button', { name: new RegExp(fr.portfolio.play) }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { name: video.title }).count()).toBe(1);
      expect(await dialog.evaluate((d) => getComputedStyle(d).maxWidth)).toBe(width);
      const player = dialog.locator('iframe, video').first();
      const fullscreen = await player.evaluate((el) =>
        el instanceof HTMLIFrameElement
          ? el.allowFullscreen || /fullscreen/.test(el.allow)
          : !(el as HTMLVideoElement).getAttribute('controlslist')?.includes('nofullscreen'),
      );
      expect(fullscreen).toBe(!small);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      await close();
    },
  );
});

const embedId = (v: (typeof DEMO_VIDEOS)[number]) =>
  v.video_type === 'youtube'
    ? parseYouTubeId(v.url)
    : v.video_type === 'vimeo'
      ? parseVimeoId(v.url)
      : null;
const PLAYER = /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//;

describe('players load late', () => {
  it('no player for a card far below the fold until it is scrolled near', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await openLanding(tab.page, server.url);
    await tab.page.evaluate(() => window.scrollTo(0, 0));
    await tab.page.waitForTimeout(500);
    const last = [...DEMO_VIDEOS].reverse().find((v) => embedId(v));
    const id = last ? embedId(last) : null;
    if (!last || !id) throw new Error('demo content has no embedded video');
    const top = await card(tab.page, last.title).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(2 * 800);
    const playerRequests = () => tab.requests.filter((u) => PLAYER.test(u) && u.includes(id));
    expect(playerRequests()).toEqual([]);
    await card(tab.page, last.title).scrollIntoViewIfNeeded();
    await expect.poll(() => playerRequests().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await tab.close();
  });

  it('with prefers-reduced-motion: reduce, no preview autoplays', async () => {
    const tab = await newPage(browser, {
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await openLanding(tab.page, server.url);
    await scrollThrough(tab.page);
    expect(tab.requests.filter((u) => PLAYER.test(u))).toEqual([]);
    const playing = await tab.page
      .locator('#portfolio video')
      .evaluateAll(
        (videos: HTMLVideoElement[]) => videos.filter((v) => v.autoplay || !v.paused).length,
      );
    expect(playing).toBe(0);
    await tab.close();
  });
});

describe('portfolio states in the browser', () => {
  it('an empty live list replaces the baked one with the empty message', async () => {
    const empty = await startServer({ env: { DEMO_CONTENT: '0' } });
    try {
      const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
      await openLanding(page, empty.url);
      await expect.poll(() => page.getByText(fr.portfolio.empty).count()).toBe(1);
      expect(await page.locator('#portfolio article').count()).toBe(0);
      await close();
    } finally {
      await empty.stop();
    }
  });

  it('a failed revalidation keeps the baked list and shows no error', async () => {
    const { page, context, close } = await newPage(browser, {
      viewport: { width: 1280, height: 800 },
    });
    await context.route('**/api/videos', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openLanding(page, server.url);
    expect(await page.locator('#portfolio h3').allTextContents()).toEqual(
      DEMO_VIDEOS.map((v) => v.title),
    );
    expect(await page.getByText(fr.portfolio.loadError).count()).toBe(0);
    await close();
  });
});

/** Site paths of the built scripts holding React (its builds carry its error-page address). */
function reactScripts(): Set<string> {
  const dir = path.join(server.distDir, '_astro');
  return new Set(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('react.dev/errors/'))
      .map((name) => `/_astro/${name}`),
  );
}

describe('React only on demand', () => {
  it('scrolling the whole page, through the CV and the contact form, fetches no React', async () => {
    const react = reactScripts();
    expect(react.size, `React's scripts in ${server.distDir}`).toBeGreaterThan(0);
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await openLanding(tab.page, server.url);
    await scrollThrough(tab.page);
    // The sections' own scripts ran: the CV's first page is drawn and the form taken over.
    await tab.page.locator('#cv').scrollIntoViewIfNeeded();
    await tab.page.locator('#cv canvas').first().waitFor({ timeout: 20_000 });
    await tab.page.locator('#contact').scrollIntoViewIfNeeded();
    await tab.page.locator('form[data-contact-form][data-enhanced]').waitFor({ timeout: 20_000 });
    await tab.page.waitForLoadState('networkidle');
    const scripts = tab.requests
      .map((u) => new URL(u))
      .filter((u) => u.host === new URL(server.url).host && u.pathname.startsWith('/_astro/'));
    // The scan saw the section scripts load, so it would have seen React too.
    const names = scripts.map((u) => path.posix.basename(u.pathname));
    expect(names.some((name) => name.startsWith('cv-viewer.'))).toBe(true);
    expect(names.some((name) => name.startsWith('contact-form.'))).toBe(true);
    expect(scripts.filter((u) => react.has(u.pathname)).map((u) => u.pathname)).toEqual([]);
    await tab.close();
  });

  it('previews play with no React on the page; the first click on a card brings it', async () => {
    const react = reactScripts();
    expect(react.size, `React's scripts in ${server.distDir}`).toBeGreaterThan(0);
    const film = DEMO_VIDEOS.find((v) => v.video_type === 'direct');
    if (!film) throw new Error('demo content has no direct video');
    const tab = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await openLanding(tab.page, server.url);
    const target = card(tab.page, film.title);
    await target.scrollIntoViewIfNeeded();
    await expect
      .poll(() => target.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), {
        timeout: 15_000,
      })
      .toBe(true);
    const reactRequests = () =>
      tab.requests
        .filter((u) => new URL(u).host === new URL(server.url).host)
        .filter((u) => react.has(new URL(u).pathname));
    expect(reactRequests()).toEqual([]);
    await target.getByRole('button', { name: `${fr.portfolio.play} : ${film.title}` }).click();
    await tab.page.locator('dialog[open]').waitFor();
    expect(reactRequests().length).toBeGreaterThan(0);
    await tab.close();
  });

  it("a play click made before the grid's script arrived opens the dialog when it does", async () => {
    const film = DEMO_VIDEOS[0];
    if (!film) throw new Error('demo content is empty');
    const tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    // The grid's script is held on the wire until the visitor has clicked.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await tab.page.route(/\/_astro\/baked-grid\.[^/]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await tab.page.goto(`${server.url}/`);
    await expect.poll(() => held).toBe(true);
    await card(tab.page, film.title)
      .getByRole('button', { name: `${fr.portfolio.play} : ${film.title}` })
      .click();
    expect(await tab.page.locator('dialog[open]').count()).toBe(0);
    release();
    await tab.page.locator('dialog[open]').waitFor();
    expect(await tab.page.locator('dialog[open] h2').textContent()).toBe(film.title);
    await tab.close();
  });
});
