// Issue 33, point 4: a site started with the demo content says so on the dashboard, and the owner
// clears it there: after a confirmation the demo films, person and CV leave the admin and, once
// the server has rebuilt it, the public site; the account stays. Real server, real Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../server/demo/catalogue.ts';
import { DEMO_IDENTITY } from '../../server/demo/identity.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { dashboardTitles, signIn, toast } from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';
import { waitUntil } from '../support/harness/wait.ts';

const REBUILD_MS = 120_000;
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
const pageErrors: string[] = [];

beforeAll(async () => {
  // The demo is on by default: the account only, as a first `npm start` with ADMIN_* set.
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  admin.page.on('pageerror', (error) => pageErrors.push(String(error)));
  // Without a dist/ of its own, the server builds the demo site first (the pages answer 503).
  await waitUntil(
    'the first build',
    async () => (await fetch(`${server.url}/admin`)).status === 200,
    REBUILD_MS,
  );
}, REBUILD_MS + 30_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const publicHtml = async (path = '/') => (await fetch(`${server.url}${path}`)).text();

describe('the demo content on the dashboard', { timeout: REBUILD_MS + 60_000 }, () => {
  it('is named by a banner, and cleared only after a confirmation', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    const banner = page.getByRole('region', { name: fr.demoContent.title });
    await banner.waitFor();
    await page.locator('#videos-list > li').first().waitFor();
    expect(await dashboardTitles(page)).toHaveLength(DEMO_VIDEOS.length);

    await banner.getByRole('button', { name: fr.demoContent.clear }).click();
    const dialog = page.getByRole('dialog', { name: fr.demoContent.confirmTitle });
    await dialog.getByRole('button', { name: fr.dialogs.cancel }).click();
    expect(await dashboardTitles(page)).toHaveLength(DEMO_VIDEOS.length);

    await banner.getByRole('button', { name: fr.demoContent.clear }).click();
    await dialog.getByRole('button', { name: fr.demoContent.confirm }).click();
    await toast(page, fr.demoContent.cleared).waitFor();
    await expect.poll(() => dashboardTitles(page)).toEqual([]);
    expect(await banner.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the public site follows once rebuilt; a reload shows no banner; the account stays', async () => {
    await expect
      .poll(async () => !(await publicHtml()).includes(DEMO_IDENTITY.name), {
        timeout: REBUILD_MS,
        interval: 500,
      })
      .toBe(true);
    const home = await publicHtml();
    for (const video of DEMO_VIDEOS) expect(home).not.toContain(video.title);
    expect(await publicHtml('/mentions-legales')).not.toContain(DEMO_IDENTITY.name);

    const { page } = admin;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: fr.dashboard.title }).waitFor();
    // The demo person is gone too: the dashboard asks for the owner's own settings.
    await page.getByText(fr.settings.completeSettingsText).first().waitFor();
    expect(await page.getByRole('region', { name: fr.demoContent.title }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    // The account stays: a new browser signs in with it.
    const other = await newPage(browser);
    try {
      await signIn(other.page, server.url);
      await other.page.getByRole('heading', { level: 1, name: fr.dashboard.title }).waitFor();
    } finally {
      await other.close();
    }
  });
});
