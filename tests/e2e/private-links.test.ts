import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/browser.ts';
import { type StartedServer, startServer } from '../support/server.ts';
import { ADMIN_ENV, signIn, toast } from './admin-steps.ts';

// A private link from the admin page to the producer's browser: create, copy, visit with the
// password, then edit, expire, disable, re-enable and delete it, seen from the visitor's side.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let visitor: GuardedPage;
let address = '';
const t = fr.privateLinks;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api(page: Page, method: string, path: string, body: unknown): Promise<Video> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json(),
    { method, path, body },
  );
}

const filmTitles = (page: Page) => page.locator('[data-film] h3').allTextContents();
const row = (page: Page) => page.locator('li[data-link]').first();

describe('private links end to end', () => {
  it('creates a link with a hidden film, shows the address and copies it', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
    await api(page, 'POST', '/api/videos', {
      title: 'Film public',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
    });
    const hidden = await api(page, 'POST', '/api/videos', {
      title: 'Pub sous embargo',
      url: 'https://vimeo.com/22439234',
      video_type: 'vimeo',
    });
    await api(page, 'PATCH', `/api/videos/${hidden.id}`, { visible: false });

    await page.getByRole('link', { name: t.nav }).click();
    await page.waitForURL(/\/admin\/liens/);
    await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
    await page.getByText(t.empty).waitFor();
    await page.getByRole('button', { name: t.create }).click();
    await page.getByRole('button', { name: t.submitCreate }).click();
    await page.getByText(t.nameRequired).waitFor();
    await page.getByLabel(t.name).fill('Agence Lumen — auto');
    // Portfolio order in the form; the hidden film is offered and marked.
    const boxes = page.getByRole('group', { name: t.films }).getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    await page.getByRole('checkbox', { name: /Pub sous embargo/ }).check();
    await page.getByRole('checkbox', { name: /Film public/ }).check();
    await page.getByLabel(t.message).fill('Bonjour, voici la sélection.');
    await page.getByLabel(t.password).fill('projection-privee');
    await page.getByRole('button', { name: t.submitCreate }).click();
    await toast(page, t.created).waitFor();

    address = await page.getByLabel(t.address).inputValue();
    expect(address).toMatch(new RegExp(`^${server.url}/p/[A-Za-z0-9_-]{43}$`));
    await page.getByRole('button', { name: t.copy }).first().click();
    await toast(page, t.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect.poll(() => row(page).textContent(), { timeout: 15_000 }).toContain(t.filmCount(2));
  });

  it('the visitor enters the password and sees the films in order, never indexed', async () => {
    const { page } = visitor;
    const first = await page.goto(address);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['x-robots-tag']).toContain('noindex');
    expect(first?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: t.protected }).waitFor();
    expect(await filmTitles(page)).toEqual([]);

    await page.getByLabel(t.password).fill('pas-le-bon');
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText(t.wrongPassword).waitFor();
    await page.getByLabel(t.password).fill('projection-privee');
    await page.getByRole('button', { name: t.access }).click();
    await page.locator('[data-film]').first().waitFor();
    expect(page.url()).toBe(address);
    // The form keeps the portfolio order, whatever order the boxes were ticked in.
    expect(await filmTitles(page)).toEqual(['Film public', 'Pub sous embargo']);
    await page.getByText('Bonjour, voici la sélection.').waitFor();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');

    // A reload in the same browser session is not a second visit.
    await page.reload();
    await page.locator('[data-film]').first().waitFor();
    await admin.page.reload();
    await expect
      .poll(() => row(admin.page).locator('[data-views]').textContent(), { timeout: 15_000 })
      .toBe('1');
    expect(await row(admin.page).textContent()).not.toContain(t.never);
  });

  it('editing keeps the address; a past date, then disabling, close it with one same page', async () => {
    const { page } = admin;
    const unavailable = async () => {
      const response = await visitor.page.goto(address);
      expect(response?.status()).toBe(404);
      await visitor.page.getByRole('heading', { name: t.unavailable }).waitFor();
      return visitor.page.locator('main').innerHTML();
    };

    await row(page).getByRole('button', { name: t.edit }).click();
    await page.getByRole('checkbox', { name: /Pub sous embargo/ }).uncheck();
    await page.getByLabel(t.expires).fill('2000-01-01');
    await page.getByRole('button', { name: t.submitEdit }).click();
    await toast(page, t.updated).waitFor();
    await row(page).getByText(t.stateExpired).waitFor();
    const expiredPage = await unavailable();

    await row(page).getByRole('button', { name: t.edit }).click();
    await page.getByLabel(t.expires).fill('');
    await page.getByRole('button', { name: t.submitEdit }).click();
    await row(page).getByText(t.stateActive).waitFor();
    await visitor.page.goto(address);
    await visitor.page.locator('[data-film]').first().waitFor();
    expect(await filmTitles(visitor.page)).toEqual(['Film public']);

    await row(page).getByRole('button', { name: t.disable }).click();
    await row(page).getByText(t.stateDisabled).waitFor();
    expect(await unavailable()).toBe(expiredPage);
    await row(page).getByRole('button', { name: t.enable }).click();
    await row(page).getByText(t.stateActive).waitFor();
    expect((await visitor.page.goto(address))?.status()).toBe(200);

    await row(page).getByRole('button', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.remove });
    await dialog.getByRole('button', { name: t.confirm }).click();
    await toast(page, t.deleted).waitFor();
    await page.getByText(t.empty).waitFor();
    expect(await unavailable()).toBe(expiredPage);
  });
});
