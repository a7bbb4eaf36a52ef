import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/harness/browser.ts';
import { type Breakdown, breakdown, pageMainThread, type TraceEvent } from './main-thread.ts';
import { type RenderWork, renderWork } from './render-work.ts';

/** Lighthouse's mobile CPU slowdown: its simulated figures multiply observed main-thread time by 4. */
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power): 412 x 823 CSS px at 1.75 device pixels per px. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/**
 * After the load event the page still has work: its scripts come after the first paint and lazy
 * images decode. This long a wait past `load` (at 4x) holds all of it on this machine.
 */
const SETTLE_MS = 3000;

// Lighthouse's own trace categories, less the screenshots it takes for Speed Index, plus fonts.
const CATEGORIES = [
  '-*',
  'toplevel',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  // Font lookups, which main-thread.ts counts as text with shaping.
  'fonts',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.gc',
  'latencyInfo',
];

export interface TracedLoad {
  breakdown: Breakdown;
  /** Elements in the document once loaded (document.querySelectorAll('*')). */
  domNodes: number;
  /** Layout, style and paint work counted from the trace. */
  work: RenderWork;
}

export function launchTracingBrowser(extraFlags: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraFlags.map((f) => f.replaceAll('"', ''))],
  });
}

/**
 * Loads url once in a fresh phone-sized context with the CPU slowed down 4x (as Lighthouse's
 * mobile run assumes) while Chromium traces, and says where the page's main thread spent its time.
 */
export async function traceLoad(browser: Browser, url: string): Promise<TracedLoad> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    let buffer: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
    } finally {
      buffer = await browser.stopTracing();
    }
    const domNodes = await page.evaluate(() => document.querySelectorAll('*').length);
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const thread = pageMainThread(events, url);
    if (!thread) throw new Error(`no renderer main thread in the trace of ${url}`);
    return { breakdown: breakdown(events, thread), domNodes, work: renderWork(events, thread) };
  } finally {
    await context.close();
  }
}
