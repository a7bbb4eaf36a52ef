import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { ADMIN_ENV, signIn, toast } from '../support/harness/admin-steps.ts';
import { type GuardedPage, newPage } from '../support/harness/browser.ts';
import type { StartedServer } from '../support/harness/server.ts';
import { siteAndBrowserPerFile } from '../support/harness/site-and-browser.ts';

// The /admin entry against the real server: what the login card reads, where a session (or only
// the isLoggedIn hint) sends the browser, a sign-in in another tab, and the admin app's error
// screen when the app itself cannot start.
let server: StartedServer;
let browser: Browser;

siteAndBrowserPerFile(
  (started, launched) => {
    server = started;
    browser = launched;
  },
  { env: ADMIN_ENV },
);

/** A fresh browser context (no cookie, no localStorage). */
function freshTab(): Promise<GuardedPage> {
  return newPage(browser, { viewport: { width: 1280, height: 900 } });
}

/** Paths of the main frame's navigations, in order, from now on. */
function recordNavigations(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const isDashboard = /\/admin\/dashboard$/;
const isLogin = /\/admin\/?$/;

describe('/admin login card', () => {
  it("reads the title 'Connexion' and the product's description", async () => {
    const { page } = await freshTab();
    await page.goto(`${server.url}/admin`);
    const title = page.getByRole('heading', { level: 1, name: fr.login.title, exact: true });
    await title.waitFor();
    expect(await title.textContent()).toBe('Connexion');
    const description = page.getByText(fr.login.description, { exact: true });
    expect(await description.isVisible()).toBe(true);
    expect(await description.textContent()).toBe(
      "Connectez-vous pour accéder à l'espace administrateur",
    );
    // Both sit in the card that holds the sign-in form (there once the island has hydrated).
    await page.getByLabel(fr.login.password).waitFor();
    const card = page.locator('main > div').filter({ has: page.getByLabel(fr.login.password) });
    expect(await card.getByRole('heading', { name: fr.login.title }).count()).toBe(1);
    expect(await card.getByText(fr.login.description).count()).toBe(1);
  });
});

describe('session redirects', () => {
  it('sends /admin to the dashboard when the server has a session, even without the local flag', async () => {
    const { page, context } = await freshTab();
    await signIn(page, server.url);
    await page.waitForURL(isDashboard);
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    // Only the server's cookie is left: the redirect cannot come from the hint.
    await page.evaluate(() => localStorage.clear());
    expect((await context.cookies()).length).toBeGreaterThan(0);

    const navigations = recordNavigations(page);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(isDashboard);
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    expect(navigations).toEqual(['/admin', '/admin/dashboard']);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
  });

  it("with only isLoggedIn='true' and no server session, the dashboard sends back to /admin once, and /admin stays", async () => {
    const { page } = await freshTab();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel(fr.login.password).waitFor();
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));

    const navigations = recordNavigations(page);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(isLogin);
    await page.getByLabel(fr.login.password).waitFor();
    // Time for a loop to show itself, if there were one.
    await page.waitForTimeout(1500);
    expect(navigations).toEqual(['/admin/dashboard', '/admin']);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByRole('heading', { name: fr.dashboard.title }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

    // Straight to /admin with the stale hint: the server's answer wins, the form stays.
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    const again = recordNavigations(page);
    await page.goto(`${server.url}/admin`);
    await page.getByLabel(fr.login.password).waitFor();
    await page.waitForTimeout(1500);
    expect(again).toEqual(['/admin']);
    expect(await page.getByRole('button', { name: fr.login.submit }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });

  it('a sign-in in one tab takes the other open /admin tab to the dashboard by itself', async () => {
    const first = await freshTab();
    const second = await first.context.newPage();
    await Promise.all(
      [first.page, second].map(async (page) => {
        await page.goto(`${server.url}/admin`);
        await page.getByLabel(fr.login.password).waitFor();
      }),
    );
    const secondNavigations = recordNavigations(second);

    await signIn(first.page, server.url);
    await first.page.waitForURL(isDashboard);
    await second.waitForURL(isDashboard);
    await second.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    await toast(second, fr.login.successMessage).waitFor();
    expect(secondNavigations).toEqual(['/admin/dashboard']);
  });
});

describe('admin error screen', () => {
  it.each([['/admin'], ['/admin/dashboard']])(
    "shows 'Unexpected Application Error!' with the message when the app cannot start on %s",
    async (path) => {
      const { page } = await freshTab();
      // The backend adapter is loaded on demand; without it the admin app cannot run at all.
      await page.route(/\/_astro\/local-backend\.[\w-]+\.js$/, (route) => route.abort('failed'));
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${server.url}${path}`);
      const heading = page.getByRole('heading', { name: fr.app.unexpectedError });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Unexpected Application Error!');
      const message = page.getByRole('alert').filter({ has: heading }).locator('p');
      expect(await message.textContent()).toMatch(/dynamically imported module/i);
      expect(errors.length).toBeGreaterThan(0);
      // The page around the app is still there: its header leads back to the site.
      expect(await page.locator('header a[href="/"]').count()).toBeGreaterThan(0);
    },
  );
});
