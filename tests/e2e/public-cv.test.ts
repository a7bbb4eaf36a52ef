import { readFileSync } from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { newPage } from '../support/harness/browser.ts';
import { DEMO_CV_PATH, DEMO_CV_URL } from '../support/harness/demo-site.ts';
import type { StartedServer } from '../support/harness/server.ts';
import { siteAndBrowserPerFile } from '../support/harness/site-and-browser.ts';

// The CV viewer: pdf.js (library, worker and the PDF itself) loads only near the CV section, from
// this server, and draws a real page.
let server: StartedServer;
let browser: Browser;
siteAndBrowserPerFile((started, launched) => {
  server = started;
  browser = launched;
});

const PDF_REQUEST = /pdf\.worker|pdfjs|\/pdf\.[\w-]+\.m?js|\.pdf(\?|$)/i;

describe('CV viewer', () => {
  it('loads nothing of pdf.js before the CV comes near, then draws a page', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    // Every request the page makes on its own has been made once the network goes quiet.
    await tab.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(tab.requests.filter((u) => PDF_REQUEST.test(u))).toEqual([]);

    await tab.page.locator('#cv').scrollIntoViewIfNeeded();
    const canvas = tab.page.locator('#cv canvas').first();
    await canvas.waitFor({ timeout: 20_000 });
    const inked = async () =>
      canvas.evaluate((el) => {
        const c = el as HTMLCanvasElement;
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0 || c.height === 0) return 0;
        const { data } = ctx.getImageData(0, 0, c.width, c.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 255) < 200) dark += 1;
        }
        return dark;
      });
    await expect.poll(inked, { timeout: 20_000 }).toBeGreaterThan(100);
    const pdfRequests = tab.requests.filter((u) => PDF_REQUEST.test(u));
    expect(pdfRequests.length).toBeGreaterThan(0);
    expect(pdfRequests.every((u) => new URL(u).hostname === '127.0.0.1')).toBe(true);
    await tab.close();
  });

  it("on a phone: the hint and 'Ouvrir en plein écran' opening the PDF in a new tab", async () => {
    for (const [viewport, shown] of [
      [{ width: 390, height: 844 }, true],
      [{ width: 1280, height: 800 }, false],
    ] as const) {
      const tab = await newPage(browser, { viewport });
      await tab.page.goto(`${server.url}/`);
      // Hidden on large screens, so found by its text rather than its accessible role.
      const open = tab.page.locator('#cv a', { hasText: fr.cv.openFullscreen });
      expect(await open.count()).toBe(1);
      expect(await open.isVisible()).toBe(shown);
      expect(await tab.page.locator('#cv').getByText(fr.cv.mobileHint).isVisible()).toBe(shown);
      expect(await open.getAttribute('href')).toBe(DEMO_CV_URL);
      expect(await open.getAttribute('target')).toBe('_blank');
      await tab.close();
    }
  });

  it('the viewer is 800 px tall on a large screen and 600 px on a phone', async () => {
    for (const [viewport, height] of [
      [{ width: 1280, height: 800 }, 800],
      [{ width: 390, height: 844 }, 600],
    ] as const) {
      const tab = await newPage(browser, { viewport });
      await tab.page.goto(`${server.url}/`);
      await tab.page.locator('#cv').scrollIntoViewIfNeeded();
      const viewer = tab.page.locator('#cv').getByRole('region', { name: fr.cv.title });
      await viewer.waitFor();
      // The region fills the sized box inside its 1 px border.
      const measured = (await viewer.boundingBox())?.height ?? 0;
      expect(measured).toBeGreaterThanOrEqual(height - 2);
      expect(measured).toBeLessThanOrEqual(height);
      await tab.close();
    }
  });

  it("says 'Chargement du CV…' while the PDF is on its way, then names each drawn page", async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    // The viewer's request for the PDF is held until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await tab.page.route(`**${DEMO_CV_URL}`, async (route) => {
      if (!isScriptRequest(route)) return route.fallback();
      asked = true;
      await held;
      return route.fallback();
    });
    await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
    await tab.page.locator('#cv').scrollIntoViewIfNeeded();
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
    const viewer = tab.page.locator('#cv').getByRole('region', { name: fr.cv.title });
    expect(await viewer.getAttribute('aria-busy')).toBe('true');
    expect(await viewer.getByText(fr.cv.loading).isVisible()).toBe(true);
    expect(await viewer.locator('canvas').count()).toBe(0);

    release();
    const pages = viewer.getByRole('img');
    await pages.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => viewer.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    expect(await viewer.getByText(fr.cv.loading).count()).toBe(0);
    const total = await viewer.locator('canvas').count();
    expect(total).toBeGreaterThan(0);
    const names = await pages.evaluateAll((canvases) =>
      canvases.map((canvas) => canvas.getAttribute('aria-label')),
    );
    expect(names).toEqual(Array.from({ length: total }, (_, i) => fr.cv.page(i + 1, total)));
    await tab.close();
  });

  it('a PDF that cannot be fetched shows the French error, and Télécharger still downloads it', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    tab.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Only the viewer's fetch fails; the download link's own request goes through.
    await tab.page.route(`**${DEMO_CV_URL}`, (route) =>
      isScriptRequest(route)
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'absent' })
        : route.fallback(),
    );
    await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
    await tab.page.locator('#cv').scrollIntoViewIfNeeded();
    const viewer = tab.page.locator('#cv').getByRole('region', { name: fr.cv.title });
    const alert = viewer.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toBe(fr.cv.loadError);
    expect(await viewer.getByText(fr.cv.loading).count()).toBe(0);
    expect(await viewer.getAttribute('aria-busy')).toBe('false');
    expect(await viewer.locator('canvas').count()).toBe(0);
    expect(errors.some((text) => text.includes('CV rendering failed'))).toBe(true);
    // The viewer said it itself: its own message, not the generic notice of a broken part.
    expect(await tab.page.getByText(fr.site.islandError).count()).toBe(0);

    const download = tab.page.locator('#cv').getByRole('link', { name: fr.cv.download });
    expect(await download.getAttribute('href')).toBe(DEMO_CV_URL);
    expect(await download.getAttribute('download')).not.toBeNull();
    const [file] = await Promise.all([tab.page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('cv.pdf');
    const saved = await file.path();
    expect(readFileSync(saved)).toEqual(readFileSync(DEMO_CV_PATH));
    await tab.close();
  });
});

/** A request made by the page's scripts (pdf.js), as opposed to a navigation or a download. */
function isScriptRequest(route: Route): boolean {
  return ['fetch', 'xhr'].includes(route.request().resourceType());
}
