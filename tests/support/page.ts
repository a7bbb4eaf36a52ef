import type { Page } from 'playwright-core';

/** Waits until every Astro island inside `scope` has hydrated (Astro drops `ssr` then). */
export async function waitForIslands(page: Page, scope: string): Promise<void> {
  await page.locator(scope).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((selector) => {
    const root = document.querySelector(selector);
    const islands = root ? [...root.querySelectorAll('astro-island')] : [];
    const self = root?.closest('astro-island');
    if (self) islands.push(self);
    return islands.length > 0 && islands.every((island) => !island.hasAttribute('ssr'));
  }, scope);
}

/** Sum of layout-shift values without recent input since navigation (the page's CLS so far). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 500);
      }),
  );
}

/** Scrolls down the whole page in viewport steps, so every lazy part gets its chance to load. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
}

/**
 * Opens the landing page and waits until the portfolio island has hydrated and replaced the baked
 * list with the live one (GET /api/videos), so later locators see the final cards.
 */
export async function openLanding(page: Page, baseUrl: string): Promise<void> {
  const revalidated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/videos',
  );
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await waitForIslands(page, '#portfolio');
  await revalidated;
  await page.waitForTimeout(300);
}
