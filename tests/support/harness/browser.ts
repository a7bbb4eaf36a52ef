import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { watchContext } from './page-errors.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * An ordinary desktop Chrome's user agent. Headless Chromium names itself "HeadlessChrome", which
 * the audience statistics count as a robot (docs/statistics.md): a context that plays a visitor
 * whose visits should count says this instead.
 */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Chromium for the tests. Every context it opens has its pages watched for uncaught errors and
 * unhandled rejections (tests/support/harness/page-errors.ts): the e2e journeys fail on one.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  const newPlainPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPlainPage(options);
    watchContext(page.context());
    return page;
  };
  return browser;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  /** Every URL the page asked for, in order, including the ones the guard aborted. */
  requests: string[];
  /** Hosts (hostname) of the requests that were aborted because they left the machine. */
  blockedHosts(): string[];
  requested(host: string): boolean;
  close(): Promise<void>;
}

/**
 * A page in its own context whose every request is recorded and every request that would leave
 * the machine is aborted: tests never depend on the internet, and can still assert that a player
 * host was (or was not) asked for.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<GuardedPage> {
  const context = await browser.newContext(options);
  const requests: string[] = [];
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    let host = '';
    try {
      host = new URL(url).hostname;
    } catch {
      host = '';
    }
    if (url.startsWith('data:') || url.startsWith('blob:') || LOCAL_HOSTS.has(host)) {
      return route.continue();
    }
    blocked.push(host);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  return {
    page,
    context,
    requests,
    blockedHosts: () => [...new Set(blocked)],
    requested: (host) => requests.some((u) => URL.canParse(u) && new URL(u).hostname === host),
    close: () => context.close(),
  };
}
