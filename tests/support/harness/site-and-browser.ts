// Most e2e files drive one real server (the built site, a temporary data folder) from one
// Chromium for all their tests, started together and stopped after the last.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type SpawnOptions, type StartedServer, startServer } from './server.ts';

/** Registers the pair in the calling file's beforeAll/afterAll; `use` receives both once up. */
export function siteAndBrowserPerFile(
  use: (server: StartedServer, browser: Browser) => void,
  options: SpawnOptions = {},
): void {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
