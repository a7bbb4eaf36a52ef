import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  ADMIN_ENV,
  card,
  dashboardTitles,
  publicTitles,
  signIn,
  toast,
} from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// Hiding a video from the dashboard, checked where a visitor or a search engine would look:
// the live grid, GET /api/videos, the rebuilt HTML of / and its JSON-LD.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let visitor: GuardedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TITLES = ['Plan A', 'Plan B', 'Plan C'];

async function publicApiTitles(): Promise<string[]> {
  const videos = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
  return videos.map((v) => v.title);
}

const REBUILD_MS = 180_000;

/** The static HTML of / once the background rebuild shows `want` (polled: the build takes a while). */
async function builtHomeWith(want: string[], gone: string[]): Promise<string> {
  const deadline = Date.now() + REBUILD_MS;
  for (;;) {
    const html = await (await fetch(`${server.url}/`)).text();
    if (want.every((t) => html.includes(t)) && gone.every((t) => !html.includes(t))) return html;
    if (Date.now() > deadline) throw new Error(`rebuilt / never matched; last:\n${html}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function jsonLdNames(html: string): string[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  const data = JSON.parse(match?.[1] ?? '{}') as { '@graph'?: { '@type': string; name: string }[] };
  return (data['@graph'] ?? []).filter((n) => n['@type'] === 'VideoObject').map((n) => n.name);
}

// Each test waits for a rebuild: its time limit is the rebuild's, not the e2e default.
describe('video visibility end to end', { timeout: REBUILD_MS + 30_000 }, () => {
  it('new videos are visible: the box is checked and no badge shows', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByText(fr.dashboard.empty).waitFor();
    for (const title of TITLES) {
      const status = await page.evaluate(
        async (body) =>
          (
            await fetch('/api/videos', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { title, url: 'https://vimeo.com/76979871', video_type: 'vimeo' },
      );
      expect(status).toBe(201);
    }
    await page.reload();
    await card(page, 'Plan C').waitFor();
    for (const title of TITLES) {
      expect(await card(page, title).getByLabel(fr.dashboard.visible).isChecked()).toBe(true);
      expect(await card(page, title).getByText(fr.dashboard.hiddenBadge).count()).toBe(0);
    }
    await builtHomeWith(TITLES, []);
  });

  it('unchecking hides it everywhere public, with the toast and the badge', async () => {
    const { page } = admin;
    await card(page, 'Plan B').getByLabel(fr.dashboard.visible).uncheck();
    await toast(page, fr.toasts.videoHidden).waitFor();
    await card(page, 'Plan B').getByText(fr.dashboard.hiddenBadge).waitFor();
    expect(await dashboardTitles(page)).toEqual(TITLES);

    expect(await publicApiTitles()).toEqual(['Plan A', 'Plan C']);
    expect(await publicTitles(visitor.page, server.url)).toEqual(['Plan A', 'Plan C']);
    const html = await builtHomeWith(['Plan A', 'Plan C'], ['Plan B']);
    expect(jsonLdNames(html)).toEqual(['Plan A', 'Plan C']);

    // After a reload the dashboard still has it, unchecked, in its place.
    await page.reload();
    await card(page, 'Plan B').getByText(fr.dashboard.hiddenBadge).waitFor();
    expect(await card(page, 'Plan B').getByLabel(fr.dashboard.visible).isChecked()).toBe(false);
    expect(await dashboardTitles(page)).toEqual(TITLES);
  });

  it('checking it again brings it back in its place', async () => {
    const { page } = admin;
    await card(page, 'Plan B').getByLabel(fr.dashboard.visible).check();
    await toast(page, fr.toasts.videoShown).waitFor();
    expect(await card(page, 'Plan B').getByText(fr.dashboard.hiddenBadge).count()).toBe(0);
    expect(await publicApiTitles()).toEqual(TITLES);
    expect(await publicTitles(visitor.page, server.url)).toEqual(TITLES);
    expect(jsonLdNames(await builtHomeWith(TITLES, []))).toEqual(TITLES);
  });
});
