import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../../tests/support/harness/browser.ts';
import { PHONE } from '../bench/film-bench.ts';
import type { BenchRow } from '../bench/table.ts';

/** A phone 390 CSS px wide, as an iPhone 12 to 15 shows a page. */

/** The page as it was before image variants: the same HTML without srcset and sizes. */
export function withoutVariants(html: string): string {
  return html.replace(/\s(srcset|sizes)="[^"]*"/gi, '');
}

/** Image bytes (encoded body, as sent) the landing page loads before any scroll. */
async function firstScreenImageBytes(
  browser: Browser,
  url: string,
  scale: number,
  originals: boolean,
): Promise<{ bytes: number; images: number }> {
  const tab = await newPage(browser, { viewport: PHONE, deviceScaleFactor: scale });
  try {
    if (originals) {
      await tab.page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutVariants(await response.text()) });
      });
    }
    await tab.page.goto(url, { waitUntil: 'networkidle' });
    return await tab.page.evaluate(() => {
      const images = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize);
      return { bytes: images.reduce((a, b) => a + b, 0), images: images.length };
    });
  } finally {
    await tab.close();
  }
}

/**
 * The landing page's first screen on a phone, in one run: the images it loads with the variants
 * (srcset and sizes) against the same page with the originals only (the attributes taken out),
 * at device pixel ratios 2 and 3. The three first cards load eagerly, so they count even when
 * below the fold.
 */
export async function measureFirstScreenImages(base: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    for (const scale of [2, 3]) {
      const after = await firstScreenImageBytes(browser, `${base}/`, scale, false);
      const before = await firstScreenImageBytes(browser, `${base}/`, scale, true);
      console.log(
        `  phone ${PHONE.width} px at ${scale}x: ${after.images} image(s), ${after.bytes} B with variants; ${before.images} image(s), ${before.bytes} B originals only`,
      );
      rows.push({
        measure: `landing image bytes before any scroll, phone ${PHONE.width} px wide at ${scale}x (Chromium)`,
        unit: 'KB',
        ours: after.bytes / 1024,
        reference: before.bytes / 1024,
        against: 'the same page without srcset/sizes (the originals, as before variants)',
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
