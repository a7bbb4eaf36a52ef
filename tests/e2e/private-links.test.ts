import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITY } from '../../server/demo/identity.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { checkPublicPlayers, filmCard } from '../support/data/link-page.ts';
import { adminNavLink, followAdminNav, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import {
  type GuardedPage,
  launchBrowser,
  newPage,
  VISITOR_USER_AGENT,
} from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { pageApi } from '../support/harness/page.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// A private link from the admin page to the producer's browser: create, copy, visit with the
// password, then edit, expire, disable, re-enable and delete it, seen from the visitor's side.
// The demo content is on: its two stored films (direct files) show the players and the file guard.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let visitor: GuardedPage;
let address = '';
let hiddenFile = '';
const t = fr.privateLinks;
const HIDDEN = 'Lumière dorée — publicité';
const SHOWN = 'Fractale nocturne — clip';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  // A visitor's own browser: its visits count (the headless one's would not).
  visitor = await newPage(browser, {
    viewport: { width: 1280, height: 900 },
    userAgent: VISITOR_USER_AGENT,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const filmTitles = (page: Page) =>
  page.locator('[data-link-portfolio] article h3').allTextContents();
const row = (page: Page, index = 0) => page.locator('li[data-link]').nth(index);
/** The chosen films as the form orders them for the visitor. */
const orderedTitles = (page: Page) =>
  page.locator('[data-link-film-order] li > span:nth-child(2)').allTextContents();
const status = (page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p)).status, path);

describe('private links end to end', () => {
  it('creates a link with a hidden film from Liens privés, shows the address and copies it', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
    const videos = await pageApi<Video[]>(page, 'GET', '/api/admin/videos');
    const hidden = videos.find((v) => v.title === HIDDEN);
    if (!hidden) throw new Error(`demo content lacks ${HIDDEN}`);
    hiddenFile = hidden.url.replace('/media/', '');
    await pageApi(page, 'PATCH', `/api/videos/${hidden.id}`, { visible: false });

    await followAdminNav(page, fr.adminNav.links, /\/admin\/liens/, t.heading);
    expect(await adminNavLink(page, fr.adminNav.links).getAttribute('aria-current')).toBe('page');
    await page.getByText(t.empty).waitFor();
    await page.getByRole('button', { name: t.create }).click();
    await page.getByRole('button', { name: t.submitCreate }).click();
    await page.getByText(t.nameRequired).waitFor();
    await page.getByText(t.filmsRequired).waitFor();
    await page.getByLabel(t.name).fill('Agence Lumen — auto');
    // Every video in portfolio order, the hidden one offered and marked.
    const boxes = page.getByRole('group', { name: t.films }).getByRole('checkbox');
    expect(await boxes.count()).toBe(videos.length);
    await page.getByRole('checkbox', { name: new RegExp(HIDDEN) }).check();
    await page.getByRole('checkbox', { name: new RegExp(SHOWN) }).check();
    // Ticked in portfolio order; the owner then puts the later film first, by keyboard.
    await expect.poll(() => orderedTitles(page)).toEqual([HIDDEN, SHOWN]);
    const up = page.getByRole('button', { name: `${t.moveUp} ${SHOWN}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => orderedTitles(page)).toEqual([SHOWN, HIDDEN]);
    // Focus stays on the moved film's button, which now says it can go no higher.
    expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await up.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => orderedTitles(page)).toEqual([SHOWN, HIDDEN]);
    await page
      .locator('p[aria-live]')
      .filter({ hasText: t.filmMoved(SHOWN, 1, 2) })
      .waitFor({ state: 'attached' });
    // And back down and up again with the other film's buttons.
    await page.getByRole('button', { name: `${t.moveDown} ${SHOWN}` }).click();
    await expect.poll(() => orderedTitles(page)).toEqual([HIDDEN, SHOWN]);
    await page.getByRole('button', { name: `${t.moveDown} ${HIDDEN}` }).click();
    await expect.poll(() => orderedTitles(page)).toEqual([SHOWN, HIDDEN]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(t.message).fill('Bonjour, voici la sélection.');
    await page.getByLabel(t.password).fill('projection-privee');
    await page.getByRole('button', { name: t.submitCreate }).click();
    await toast(page, t.created).waitFor();

    address = await page.getByLabel(t.address).inputValue();
    expect(address).toMatch(new RegExp(`^${server.url}/p/[A-Za-z0-9_-]{43}$`));
    await page.getByRole('button', { name: t.copy }).first().click();
    await toast(page, t.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect.poll(() => row(page).textContent()).toContain(t.filmCount(2));
    // Copied again later from the list: the same address.
    await page.reload();
    await row(page).getByRole('button', { name: t.copy }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  it('the visitor enters the password and sees the owner, the message and the films', async () => {
    const { page } = visitor;
    const first = await page.goto(address);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['x-robots-tag']).toContain('noindex');
    expect(first?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: t.protected }).waitFor();
    expect(await filmTitles(page)).toEqual([]);
    // Without access, the hidden film's file is out of reach everywhere.
    expect(await status(page, `/media/${hiddenFile}`)).toBe(404);
    expect(await status(page, `${new URL(address).pathname}/media/${hiddenFile}`)).toBe(404);

    await page.getByLabel(t.password).fill('pas-le-bon');
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText(t.wrongPassword).waitFor();
    await page.getByLabel(t.password).fill('projection-privee');
    await page.getByRole('button', { name: t.access }).click();
    await page.locator('[data-link-portfolio] article').first().waitFor();
    expect(page.url()).toBe(address);
    await page.getByRole('heading', { level: 1, name: DEMO_IDENTITY.name }).waitFor();
    await page.getByText(DEMO_IDENTITY.title, { exact: true }).waitFor();
    await page.getByText('Bonjour, voici la sélection.').waitFor();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    // The order chosen in the form, not the portfolio's (where the hidden film comes first).
    expect(await filmTitles(page)).toEqual([SHOWN, HIDDEN]);
    // The hidden film's preview copy plays from the link's own address, and still not from
    // /media/; the original too is the link's (docs/video-previews.md).
    const src = await filmCard(page, HIDDEN).locator('video').getAttribute('src');
    expect(src).toBe(`${new URL(address).pathname}/media/${hiddenFile}.preview.mp4`);
    expect(await status(page, src ?? '')).toBe(200);
    expect(await status(page, `/media/${hiddenFile}.preview.mp4`)).toBe(404);
    expect(await status(page, `${new URL(address).pathname}/media/${hiddenFile}`)).toBe(200);
    expect(await status(page, `/media/${hiddenFile}`)).toBe(404);
  });

  it('plays with the public card: no sound button on uploaded films, the dialog', async () => {
    const { page } = visitor;
    await checkPublicPlayers(page, HIDDEN, SHOWN);
  });

  it('counts one visit per browser session, with the date of the last one', async () => {
    await visitor.page.reload();
    await visitor.page.locator('[data-link-portfolio] article').first().waitFor();
    await admin.page.reload();
    await expect.poll(() => row(admin.page).locator('[data-views]').textContent()).toBe('1');
    expect(await row(admin.page).textContent()).not.toContain(t.never);
  });

  it("the access to one link does not open another link's page", async () => {
    const { page } = admin;
    await page.getByRole('button', { name: t.create }).click();
    await page.getByLabel(t.name).fill('Festival');
    await page.getByRole('checkbox', { name: new RegExp(HIDDEN) }).check();
    await page.getByLabel(t.password).fill('autre-secret');
    await page.getByRole('button', { name: t.submitCreate }).click();
    await toast(page, t.created).waitFor();
    const other = await page.getByLabel(t.address).inputValue();
    expect(other).not.toBe(address);
    await visitor.page.goto(other);
    await visitor.page.getByRole('heading', { name: t.protected }).waitFor();
    expect(await status(visitor.page, `${new URL(other).pathname}/media/${hiddenFile}`)).toBe(404);
    await row(page).getByRole('button', { name: t.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await toast(page, t.deleted).waitFor();
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
    // The form opens with the stored order.
    await expect.poll(() => orderedTitles(page)).toEqual([SHOWN, HIDDEN]);
    await page.getByRole('checkbox', { name: new RegExp(HIDDEN) }).uncheck();
    await expect.poll(() => orderedTitles(page)).toEqual([SHOWN]);
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
    await visitor.page.locator('[data-link-portfolio] article').first().waitFor();
    expect(await filmTitles(visitor.page)).toEqual([SHOWN]);
    // The film left the link: its file with it.
    expect(await status(visitor.page, `${new URL(address).pathname}/media/${hiddenFile}`)).toBe(
      404,
    );

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
    const unknown = await visitor.page.goto(`${server.url}/p/${'A'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    expect(await visitor.page.locator('main').innerHTML()).toBe(expiredPage);
  });
});
