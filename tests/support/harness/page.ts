import type { Page } from 'playwright-core';

/**
 * The page's layout shifts so far (without recent input), each with what moved: the element's
 * start and its box before and after, so a failing CLS test says which element shifted.
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const found: string[] = [];
        const box = (r: DOMRectReadOnly) =>
          [r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',');
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{
                node: Node | null;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }>;
            };
            if (shift.hadRecentInput) continue;
            const moved = (shift.sources ?? []).map((s) => {
              const node =
                s.node instanceof Element ? s.node.outerHTML : (s.node?.textContent ?? '?');
              return `${node.slice(0, 120)} from ${box(s.previousRect)} to ${box(s.currentRect)}`;
            });
            found.push(`${shift.value} at ${Math.round(shift.startTime)} ms: ${moved.join('; ')}`);
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(found);
        }, 500);
      }),
  );
}

/** Scrolls down the whole page in viewport steps, so every lazy part gets its chance to load. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step) {
    // Two frames: the scroll is painted and IntersectionObserver has reported it.
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
}

/**
 * Opens the landing page and waits until the portfolio's script has revalidated the baked list
 * (GET /api/videos) and settled on what to show (data-state on [data-portfolio]: 'live', or
 * 'baked' when the live list could not be read), so later locators see the final cards.
 */
export async function openLanding(page: Page, baseUrl: string): Promise<void> {
  const revalidated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/videos',
  );
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await revalidated;
  // data-state is set once the list is settled and, when it differed, rendered (flushSync).
  await page.locator('#portfolio [data-portfolio][data-state]').waitFor({ state: 'attached' });
}

/**
 * A JSON call made by the page itself (its cookies, its origin), as the admin's own scripts make
 * them; answers the parsed body.
 */
export function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { method, path, body },
  );
}
