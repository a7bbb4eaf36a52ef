import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { PHONE, phoneFit, touchDrag } from '../support/checks/phone.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import {
  card,
  dashboardTitles,
  openAddDialog,
  signIn,
  toast,
} from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/harness/credentials.ts';
import { openLanding } from '../support/harness/page.ts';
import { ROOT, type StartedServer, startServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

// The owner on a phone (issue 33): every admin page at 390x844 with touch, from the first
// account to an upload, on the demo content; then the dashboard's plan of the public grid
// against the grid the public page really lays out.
let server: StartedServer;
let browser: Browser;
let phone: GuardedPage;
let files: string | undefined;

const MP4 = path.join(ROOT, 'demo/media/lumiere-doree.mp4');
const SETUP_LINE = /http:\/\/127\.0\.0\.1:\d+\/admin\/setup#[A-Za-z0-9_-]+/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  phone = await newPage(browser, PHONE);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

/** Fits the phone: no sideways scroll, nothing past the edges, every target 44 px. */
async function expectFits(page: Page): Promise<void> {
  const fit = await phoneFit(page);
  expect(fit.outside).toEqual([]);
  expect(fit.smallTargets).toEqual([]);
  expect(fit.scrollWidth).toBe(fit.clientWidth);
  for (const part of ['header', '[data-admin-bar]']) {
    const found = page.locator(part);
    // Sign-in and setup have no admin bar.
    if ((await found.count()) === 0) continue;
    const box = await found.first().boundingBox();
    if (!box) throw new Error(`${part} not laid out`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(fit.clientWidth + 0.5);
  }
}

async function signedInPage(page: Page, address: string, heading: string): Promise<void> {
  await page.goto(`${server.url}${address}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Lists and tables come after the heading: let them arrive before measuring.
  await page.waitForLoadState('networkidle');
}

describe('the admin on a phone', () => {
  it('setup: the first account from the one-time address', async () => {
    const { page } = phone;
    const address = SETUP_LINE.exec(server.output())?.[0];
    expect(address).toBeDefined();
    await page.goto(address ?? '');
    await page.getByRole('heading', { name: fr.setup.title }).waitFor();
    await expectFits(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(fr.setup.email, { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel(fr.setup.password, { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel(fr.setup.confirm, { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: fr.setup.submit }).tap();
    await page.waitForURL(/\/admin\/dashboard/);
  });

  it('dashboard: one column, the admin bar on screen, the plan, every target 44 px', async () => {
    const { page } = phone;
    await page.locator('#videos-list > li').first().waitFor();
    await page.locator('[data-public-plan]').waitFor();
    await page.waitForLoadState('networkidle');
    await expectFits(page);
    expect(await seriousViolations(page)).toEqual([]);
    const bar = page.locator('[data-admin-bar]');
    for (const name of [fr.adminNav.videos, fr.adminNav.settings, fr.site.viewSite]) {
      expect(await bar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await bar.getByRole('button', { name: fr.dashboard.logout }).isVisible()).toBe(true);
  });

  it('reorders by a touch drag on the handle, and the order is saved', async () => {
    const { page } = phone;
    const before = await dashboardTitles(page);
    const handles = page.locator('#videos-list .drag-handle');
    await handles
      .nth(0)
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.evaluate(() => window.scrollBy({ top: -120, behavior: 'instant' }));
    const from = await handles.nth(0).boundingBox();
    const to = await handles.nth(1).boundingBox();
    if (!from || !to) throw new Error('handles not laid out');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/videos/order') && r.request().method() === 'PUT',
    );
    await touchDrag(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + to.height / 2 + 8 },
    );
    expect((await saved).status()).toBe(204);
    const expected = [before[1], before[0], ...before.slice(2)];
    expect(await dashboardTitles(page)).toEqual(expected);
    const stored = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
    expect(stored.map((v) => v.title)).toEqual(expected);
  });

  it('add dialog: fits, scrolls inside, says the size limit at once, uploads with progress', async () => {
    const { page } = phone;
    // The card is never said to lack its preview while the server makes it (issue 33).
    await page.evaluate(() => {
      const w = window as unknown as { missingSeen: boolean };
      w.missingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-preview-state="missing"]')) w.missingSeen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const dialog = await openAddDialog(page);
    await expectFits(page);
    const box = await dialog.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(844);
    const scrolls = await dialog.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrolls).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(fr.form.title).fill('Tourné au téléphone');
    await dialog.getByRole('radio', { name: /Fichier vidéo/ }).check();
    // Sparse: 50 MB and one byte that cost nothing on disk, never read before the size check.
    files = makeTempDir('filmfolio-phone-');
    const big = path.join(files, 'rush.mov');
    fs.writeFileSync(big, 'not read');
    fs.truncateSync(big, 52_428_801);
    await dialog.getByLabel(fr.form.file, { exact: true }).setInputFiles(big);
    await dialog.getByText(fr.form.fileTooLarge('50.0')).waitFor();
    expect(await dialog.getByText(fr.ownerSide.lighterExport).isVisible()).toBe(true);

    await dialog.getByLabel(fr.form.file, { exact: true }).setInputFiles(MP4);
    expect(await dialog.getByText(fr.ownerSide.lighterExport).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: fr.ownerSide.placeFirst }).check();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 16 * 1024,
    });
    await dialog.getByRole('button', { name: fr.form.add }).tap();
    await dialog.getByRole('progressbar', { name: fr.form.uploadProgress }).waitFor();
    await card(page, 'Tourné au téléphone').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    await toast(page, fr.toasts.addedText).waitFor();
    expect((await dashboardTitles(page))[0]).toBe('Tourné au téléphone');
    // The copy is made by the server (ffmpeg): the card waits for it, never says it is missing.
    const item = card(page, 'Tourné au téléphone');
    await expect
      .poll(() => item.locator('[data-preview-state]').count(), { timeout: 60_000 })
      .toBe(0);
    expect(await page.evaluate(() => (window as { missingSeen?: boolean }).missingSeen)).toBe(
      false,
    );
  });

  it('edit dialog: fits and scrolls inside', async () => {
    const { page } = phone;
    const first = page.locator('#videos-list > li').first();
    await first.getByRole('button', { name: fr.dashboard.edit }).tap();
    const dialog = page.getByRole('dialog', { name: fr.dialogs.editTitle });
    await dialog.waitFor();
    await expectFits(page);
    expect((await dialog.boundingBox())?.height).toBeLessThanOrEqual(844);
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: fr.portfolio.close }).first().tap();
    await dialog.waitFor({ state: 'detached' });
  });

  it('Liens privés, Statistiques and Paramètres du site fit, and the bar is the same width', async () => {
    const { page } = phone;
    const widths: number[] = [];
    for (const [address, heading] of [
      ['/admin/dashboard', fr.dashboard.title],
      ['/admin/liens', fr.privateLinks.heading],
      ['/admin/statistiques', fr.statistics.heading],
      ['/admin/parametres', fr.settings.title],
    ] as const) {
      await signedInPage(page, address, heading);
      await expectFits(page);
      expect(await seriousViolations(page)).toEqual([]);
      widths.push((await page.locator('[data-admin-bar]').boundingBox())?.width ?? 0);
    }
    expect(new Set(widths).size).toBe(1);
  });

  it('signs out from the bar, and the sign-in page fits', async () => {
    const { page } = phone;
    await page.locator('[data-admin-bar]').getByRole('button', { name: fr.dashboard.logout }).tap();
    await page.waitForURL(/\/admin\/?$/);
    await toast(page, fr.dashboard.logoutSuccess).waitFor();
    await expectFits(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
  });
});

describe('the header on a phone (public pages)', () => {
  it('folds its links into a menu that opens, leads to a section, and closes on Menu', async () => {
    const visitor = await newPage(browser, PHONE);
    const { page } = visitor;
    await openLanding(page, server.url);
    const fit = await phoneFit(page);
    expect(fit.scrollWidth).toBe(fit.clientWidth);
    const header = page.locator('header').first();
    const menu = header.getByText(fr.ownerSide.menu, { exact: true });
    const about = header.getByRole('link', { name: fr.site.nav.about, exact: true });
    expect(await about.count()).toBe(0);
    await menu.tap();
    for (const name of [fr.site.nav.portfolio, fr.site.nav.cv, fr.site.nav.contact]) {
      const link = header.getByRole('link', { name, exact: true });
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await about.tap();
    await page.waitForURL(/#about$/);
    await menu.tap();
    await expect.poll(() => about.count()).toBe(0);
    await visitor.close();
  });
});

/** The public grid's cells at 1280 px, by title: [row, first column, columns spanned]. */
async function publicCells(page: Page): Promise<Record<string, [number, number, number]>> {
  await openLanding(page, server.url);
  return page.evaluate(() => {
    const grid = document.querySelector('#portfolio [data-portfolio] ul.grid');
    if (!grid) throw new Error('no grid');
    const box = grid.getBoundingClientRect();
    const gap = Number.parseFloat(getComputedStyle(grid).columnGap) || 0;
    const column = (box.width - 5 * gap) / 6;
    const items = [...grid.children].map((li) => ({
      title: li.querySelector('h3')?.textContent ?? '',
      rect: li.getBoundingClientRect(),
    }));
    const tops = [...new Set(items.map((i) => Math.round(i.rect.top)))].sort((a, b) => a - b);
    return Object.fromEntries(
      items.map(({ title, rect }) => [
        title,
        [
          tops.indexOf(Math.round(rect.top)),
          Math.round((rect.left - box.left) / (column + gap)) + 1,
          Math.round((rect.width + gap) / (column + gap)),
        ],
      ]),
    );
  });
}

/** The dashboard plan's cells, by title, in the same terms. */
async function planCells(page: Page): Promise<Record<string, [number, number, number]>> {
  return page.evaluate(() => {
    const cells: Record<string, [number, number, number]> = {};
    for (const row of document.querySelectorAll<HTMLElement>('[data-plan-row]')) {
      for (const cell of row.querySelectorAll<HTMLElement>('[data-plan-id]')) {
        const span = Number(/span (\d)/.exec(cell.style.gridColumn)?.[1]);
        cells[cell.title] = [Number(row.dataset.planRow), Number(cell.dataset.planColumn), span];
      }
    }
    return cells;
  });
}

describe("the dashboard's plan against the public grid", () => {
  it('places every film where the public page does, holes included, for several orders', async () => {
    const client = new AdminClient(server.url);
    await client.signIn();
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const all = await client.list();
    const films = all.slice(0, 6);
    // Layouts by position: each set leaves at least one empty cell on the public grid.
    const sets: Array<Array<'full' | 'half' | 'normal'>> = [
      ['normal', 'half', 'normal', 'normal', 'normal', 'full'],
      ['half', 'normal', 'normal', 'full', 'normal', 'normal'],
      ['normal', 'normal', 'normal', 'normal', 'half', 'half'],
      ['normal', 'full', 'normal', 'half', 'normal', 'normal'],
    ];
    for (const [round, layouts] of sets.entries()) {
      const order = round % 2 === 0 ? films : [...films].reverse();
      const rest = all.filter((v) => !order.includes(v));
      await client.reorder([...order, ...rest].map((v) => v.id));
      for (const [i, film] of order.entries()) {
        await client.json('PATCH', `/api/videos/${film.id}`, { layout: layouts[i] });
      }
      for (const film of rest) {
        await client.json('PATCH', `/api/videos/${film.id}`, { layout: 'normal' });
      }
      await phone.page.goto(`${server.url}/admin/dashboard`);
      await phone.page.locator('[data-plan-row]').first().waitFor();
      const plan = await planCells(phone.page);
      expect(await phone.page.getByText(fr.ownerSide.emptyCell).count()).toBeGreaterThan(0);
      expect(plan).toEqual(await publicCells(visitor.page));
    }
    await visitor.close();
  });
});
