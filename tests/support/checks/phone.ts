// The owner's phone in the e2e journeys (issue 33): a 390x844 touch screen, what "fits" means
// there, and a drag made of touch events.
import type { BrowserContextOptions, Page } from 'playwright-core';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/** A fingertip's target (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;

export interface PhoneFit {
  scrollWidth: number;
  clientWidth: number;
  /** Elements reaching past either side of the screen (none may). */
  outside: string[];
  /** Buttons, links, summaries and chip labels under 44 px high or wide. */
  smallTargets: string[];
}

/**
 * Measures the page as it is now. Left out: what is hidden on purpose (sr-only, the honeypot,
 * closed details), what scrolls inside its own box, and the brand and footer links, which belong
 * to the public pages' design, not to the admin's controls.
 */
export function phoneFit(page: Page): Promise<PhoneFit> {
  return page.evaluate((min) => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      if (el.closest('.sr-only, [aria-hidden="true"], [class*="-left-[10000px]"]')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const outside: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        outside.push(`${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    const smallTargets: string[] = [];
    const targets = document.querySelectorAll(
      'main button, main a[href], main summary, main label:has(input[type=radio]), ' +
        'main label:has(input[type=checkbox]), header button, header summary, ' +
        'header a[href]:not([href="/"]:first-child), [data-admin-bar] a, [data-admin-bar] button, ' +
        'dialog button, dialog label:has(input[type=radio]), dialog label:has(input[type=checkbox])',
    );
    for (const el of targets) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.height < min - 0.5 || box.width < min - 0.5) {
        smallTargets.push(`${name(el)} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      outside,
      smallTargets,
    };
  }, MIN_TARGET_PX);
}

/**
 * Drags from one point to another with a finger (Chromium's touch input through CDP: the page
 * sees touch and pointer events as from a real screen), in steps, with the pauses a list that
 * animates its moves needs.
 */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  try {
    await touch('touchStart', from.x, from.y);
    await page.waitForTimeout(100);
    const steps = 20;
    for (let i = 1; i <= steps; i += 1) {
      await touch(
        'touchMove',
        from.x + ((to.x - from.x) * i) / steps,
        from.y + ((to.y - from.y) * i) / steps,
      );
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(300);
    await touch('touchMove', to.x, to.y + 2);
    await page.waitForTimeout(200);
    await touch('touchEnd', to.x, to.y);
  } finally {
    await cdp.detach();
  }
}
