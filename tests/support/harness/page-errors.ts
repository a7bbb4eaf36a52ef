// Every page the e2e files open is watched for uncaught errors and unhandled rejections
// (Chromium reports both as 'pageerror'); tests/support/harness/page-errors-check.ts fails the test
// during which one happened.
import type { BrowserContext, Page } from 'playwright-core';

const found: string[] = [];
const watched = new WeakSet<Page>();

function watchPage(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('pageerror', (error) => {
    // A rejection with no Error (an Event, a DOMException without text) has no stack: say its kind.
    found.push(
      `${page.url()}: ${error.stack || `${error.name}: ${error.message || String(error)}`}`,
    );
  });
}

/** Watches the context's pages, those open now and those it opens later. */
export function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

/** The page errors seen since the last call. */
export function takePageErrors(): string[] {
  return found.splice(0);
}
