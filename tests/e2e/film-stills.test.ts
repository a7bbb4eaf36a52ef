// A film's stills on its built page in Chromium (docs/stills.md): three stills of 2.39:1, 16:9
// and 4:5 at their own ratios in the order set, AVIF chosen, the lightbox by keyboard, a hidden
// film's stills kept from the public, axe on the page. Screenshots go to the temp folder (one
// of them is docs/images/film-stills-1280.png).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStillFiles } from '../../server/media/still-variants.ts';
import { openStore } from '../../server/store/open.ts';
import { type Still, stillCopyName } from '../../src/lib/stills.ts';
import { makeStoredVariants, testImage } from '../support/data/images.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type BakedServer, startBakedServer } from '../support/harness/baked-server.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { layoutShifts } from '../support/harness/page.ts';
import { ROOT } from '../support/harness/server.ts';

let server: BakedServer;
let browser: Browser;
let slug = '';
let stills: Still[] = [];
let hiddenCopy = '';

const SIZES = [
  { width: 2390, height: 1000, caption: 'Le quai, à l’aube' },
  { width: 1920, height: 1080, caption: '' },
  { width: 1600, height: 2000, caption: 'Portrait <serré>' },
];

async function addStill(
  store: ReturnType<typeof openStore>,
  videoId: string,
  size: { width: number; height: number },
  alt: string,
): Promise<Still> {
  const bytes = new Uint8Array(await testImage(size));
  const id = crypto.randomUUID();
  const files = await makeStillFiles(store.mediaDir, id, bytes, 'jpg', size);
  const still = store.stills.add(videoId, { ...files, ...size, alt }, id);
  if (!still) throw new Error('still refused');
  return still;
}

beforeAll(async () => {
  const prepare = async (dataDir: string) => {
    await makeStoredVariants(dataDir);
    const store = openStore({ dataDir, demo: false, root: ROOT });
    try {
      const [film, other] = store.videos.listVisible();
      if (!film || !other) throw new Error('the demo content has fewer than two films');
      slug = film.slug ?? '';
      const added: Still[] = [];
      for (const [i, size] of SIZES.entries()) {
        const still = await addStill(store, film.id, size, i === 1 ? '' : `Photogramme ${i + 1}`);
        store.stills.setText(film.id, still.id, { alt: still.alt, caption: size.caption });
        added.push(still);
      }
      // The order set by the owner: the 4:5 first.
      const order = [added[2], added[0], added[1]].map((s) => (s as Still).id);
      store.stills.reorder(film.id, order);
      stills = store.stills.publicOf(film.id);
      const hidden = await addStill(store, other.id, { width: 960, height: 540 }, 'Secret');
      store.videos.setVisible(other.id, false);
      hiddenCopy = stillCopyName(hidden.id, 960, 'avif');
    } finally {
      store.close();
    }
  };
  [server, browser] = await Promise.all([startBakedServer(prepare), launchBrowser()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('stills on the film page', () => {
  it('shows them at their own ratios, in the order set, in AVIF, without moving the page', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await tab.page.goto(`${server.url}/films/${slug}/`, { waitUntil: 'load' });
      const gallery = tab.page.locator('[data-stills]');
      await gallery.scrollIntoViewIfNeeded();
      await tab.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-stills] ul img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      const shown = await tab.page.$$eval('[data-stills] ul img', (images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect();
          const image = img as HTMLImageElement;
          return {
            alt: image.alt,
            ratio: box.width / box.height,
            current: image.currentSrc,
            loading: image.loading,
            width: image.getAttribute('width'),
          };
        }),
      );
      // Every still loaded lazily into the box its width and height kept: CLS 0.
      expect(await layoutShifts(tab.page)).toEqual([]);
      expect(shown.map((s) => s.alt)).toEqual([
        'Photogramme 3',
        'Photogramme 1',
        // No alt text written: the film's title and the still's number.
        expect.stringMatching(/, photogramme 3$/),
      ]);
      const ratios = [1600 / 2000, 2390 / 1000, 1920 / 1080];
      shown.forEach((s, i) => {
        expect(s.ratio).toBeCloseTo(ratios[i] as number, 1);
        expect(s.current).toMatch(/\.still\.\d+w\.avif$/);
        expect(s.loading).toBe('lazy');
      });
      expect(shown[0]?.width).toBe('1600');
      // Captions are text.
      const captions = await gallery.locator('figcaption').allTextContents();
      expect(captions).toEqual(['Portrait <serré>', 'Le quai, à l’aube']);
      // Without JavaScript, each still is a link to its largest copy.
      const hrefs = await gallery
        .locator('a[data-still]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs[0]).toBe(`/media/${stillCopyName((stills[0] as Still).id, 1600, 'jpg')}`);
      expect(await seriousViolations(tab.page)).toEqual([]);
      await tab.page.screenshot({
        path: join(tmpdir(), 'film-stills-1280.png'),
        fullPage: true,
      });
    } finally {
      await tab.close();
    }
  });

  it('opens the lightbox by keyboard, moves with the arrows, closes with Esc back to the still', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await tab.page.goto(`${server.url}/films/${slug}/`, { waitUntil: 'load' });
      const links = tab.page.locator('[data-stills] a[data-still]');
      await links.first().focus();
      await tab.page.keyboard.press('Enter');
      const dialog = tab.page.locator('[data-stills-dialog]');
      await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
      const counter = tab.page.locator('[data-stills-counter]');
      const caption = tab.page.locator('[data-stills-caption]');
      expect(await counter.textContent()).toBe('1 / 3');
      expect(await caption.textContent()).toBe('Portrait <serré>');
      await tab.page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe('2 / 3');
      expect(await caption.textContent()).toBe('Le quai, à l’aube');
      // The dialog's image is a copy that fits, in AVIF; the next one is already asked for.
      const big = tab.page.locator('[data-stills-shown] img');
      await expect
        .poll(() => big.evaluate((img) => (img as HTMLImageElement).currentSrc))
        .toMatch(/\.avif$/);
      const next = (stills[2] as Still).id;
      await expect
        .poll(() =>
          tab.requests.some((url) => url.includes(`${next}.still.`) && url.endsWith('.avif')),
        )
        .toBe(true);
      await tab.page.keyboard.press('ArrowRight');
      await tab.page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe('1 / 3');
      await tab.page.keyboard.press('ArrowLeft');
      expect(await counter.textContent()).toBe('3 / 3');
      expect(await seriousViolations(tab.page)).toEqual([]);
      await tab.page.keyboard.press('Escape');
      await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
      const focused = await tab.page.evaluate(() =>
        document.activeElement?.getAttribute('data-still'),
      );
      expect(focused).toBe('2');
    } finally {
      await tab.close();
    }
  });

  it('on a phone, one still a line at its own ratio', async () => {
    const tab = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    try {
      await tab.page.goto(`${server.url}/films/${slug}/`, { waitUntil: 'load' });
      await tab.page.locator('[data-stills]').scrollIntoViewIfNeeded();
      const boxes = await tab.page.$$eval('[data-stills] ul img', (images) =>
        images.map((img) => img.getBoundingClientRect().width),
      );
      for (const width of boxes) expect(width).toBeCloseTo(390 - 32, 0);
      await tab.page.screenshot({
        path: join(tmpdir(), 'film-stills-390.png'),
        fullPage: true,
      });
    } finally {
      await tab.close();
    }
  });

  it("keeps a hidden film's stills from the public", async () => {
    const response = await fetch(`${server.url}/media/${hiddenCopy}`);
    expect(response.status).toBe(404);
  });
});
