import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import { thumbnailOf } from '../../src/lib/card/thumbnail.ts';
import {
  cardSizes,
  FILM_SIZES,
  PHOTO_SIZES,
  srcsetOf,
  variantName,
} from '../../src/lib/image-variants.ts';
import { columnSpan } from '../../src/lib/layout.ts';
import type { Video } from '../../src/lib/video.ts';
import { storeImages, testImage } from '../support/data/images.ts';
import { type BakedServer, startBakedServer } from '../support/harness/baked-server.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ROOT } from '../support/harness/server.ts';

// The built pages with stored images and their variants (YouTube thumbnails copied as 1280 px
// JPEGs, a 1000 px portrait), in Chromium on a phone and on a desktop screen.
let server: BakedServer;
let browser: Browser;
let videos: Video[];

beforeAll(async () => {
  const [thumbnail, photo] = await Promise.all([
    testImage({ width: 1280, height: 720 }),
    testImage({ width: 1000, height: 1250 }),
  ]);
  [server, browser] = await Promise.all([
    startBakedServer((dataDir) => storeImages(dataDir, { thumbnail, photo })),
    launchBrowser(),
  ]);
  const store = openStore({ dataDir: server.dataDir, demo: false, root: ROOT });
  videos = store.videos.listVisible();
  store.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Shown {
  src: string | null;
  srcset: string | null;
  sizes: string | null;
  priority: string | null;
  current: string;
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

describe('images that fit the screen', () => {
  it('cards name their variants with sizes by columns; only the first is fetched first, the rest of its row last', async () => {
    const tab = await newPage(browser, PHONE);
    try {
      await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
      const shown = await tab.page.$$eval('#portfolio article img', (images) =>
        images.map((image) => ({
          src: image.getAttribute('src'),
          srcset: image.getAttribute('srcset'),
          sizes: image.getAttribute('sizes'),
          priority: image.getAttribute('fetchpriority'),
          current: (image as HTMLImageElement).currentSrc,
        })),
      );
      expect(shown).toHaveLength(videos.length);
      let withVariants = 0;
      shown.forEach((image: Shown, index) => {
        const video = videos[index] as Video;
        expect(image.src).toBe(thumbnailOf(video));
        expect(image.priority).toBe(index === 0 ? 'high' : index < 3 ? 'low' : null);
        if (!video.thumbnail_variants?.widths.length) {
          expect(image.srcset).toBeNull();
          return;
        }
        withVariants += 1;
        expect(image.srcset).toBe(srcsetOf(video.thumbnail_url ?? '', video.thumbnail_variants));
        const half = videos.filter((v) => v.layout === 'half').length === 1;
        const span = half && video.layout === 'half' ? 3 : columnSpan(video.layout);
        expect(image.sizes).toBe(cardSizes(span));
      });
      // The copied thumbnails (1280 px) and the demo posters (640 px).
      expect(withVariants).toBe(
        videos.filter((v) => v.thumbnail_url?.startsWith('/media/')).length,
      );
      // A 358 px card on a 2x phone screen needs 716 pixels: the 960 px copy, not the original.
      const first = videos[0] as Video;
      expect(shown[0]?.current).toBe(`${server.url}${variantName(first.thumbnail_url ?? '', 960)}`);
      const images = tab.requests.filter((url) => url.includes('/media/'));
      expect(images).toContain(`${server.url}${variantName(first.thumbnail_url ?? '', 960)}`);
      expect(images).not.toContain(`${server.url}${first.thumbnail_url}`);
    } finally {
      await tab.close();
    }
  });

  it('the about photo names its variants', async () => {
    const tab = await newPage(browser, PHONE);
    try {
      await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
      const photo = tab.page.locator('#about img');
      const srcset = await photo.getAttribute('srcset');
      expect(srcset).toMatch(/\.480w\.webp 480w, .+\.960w\.webp 960w, \/media\/[^ ]+\.jpg 1000w$/);
      expect(await photo.getAttribute('sizes')).toBe(PHOTO_SIZES);
      await photo.scrollIntoViewIfNeeded();
      // 320 CSS px at 2x: the 960 px copy.
      await expect
        .poll(() => photo.evaluate((image) => (image as HTMLImageElement).currentSrc))
        .toMatch(/\.960w\.webp$/);
    } finally {
      await tab.close();
    }
  });

  it('the film page facade names its variants, and a desktop screen takes a larger one', async () => {
    const first = videos[0] as Video;
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await tab.page.goto(`${server.url}/films/${first.slug}/`, { waitUntil: 'load' });
      const image = tab.page.locator('[data-film-player] img');
      expect(await image.getAttribute('srcset')).toBe(
        srcsetOf(
          first.thumbnail_url ?? '',
          first.thumbnail_variants ?? { width: 0, height: 0, widths: [] },
        ),
      );
      expect(await image.getAttribute('sizes')).toBe(FILM_SIZES);
      expect(await image.getAttribute('fetchpriority')).toBe('high');
      // 976 CSS px at 1x: wider than the 960 px copy, so the 1280 px original.
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc))
        .toBe(`${server.url}${first.thumbnail_url}`);
    } finally {
      await tab.close();
    }
  });
});
