import type { Locator, Page } from 'playwright-core';
import { fr } from '../../../src/lib/i18n/fr.ts';
import { ADMIN_ENV as ACCOUNT_ENV, ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials.ts';
import { openLanding } from './page.ts';

/** The shared account, on a data folder without the demo videos. */
export const ADMIN_ENV = { ...ACCOUNT_ENV, DEMO_CONTENT: '0' };

/** A toast of the page (inside the open dialog when there is one). */
export function toast(page: Page, text: string): Locator {
  return page.locator('[role=status], [role=alert]').filter({ hasText: text }).first();
}

export async function signIn(
  page: Page,
  baseUrl: string,
  password = ADMIN_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel(fr.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(fr.login.password).fill(password);
  await page.getByRole('button', { name: fr.login.submit }).click();
}

/** The admin menu's entry named `item`. */
export function adminNavLink(page: Page, item: string): Locator {
  return page
    .getByRole('navigation', { name: fr.adminNav.label })
    .getByRole('link', { name: item });
}

/** Follows the admin menu to `item`; done once the page at `url` shows its `heading`. */
export async function followAdminNav(
  page: Page,
  item: string,
  url: RegExp,
  heading: string,
): Promise<void> {
  await adminNavLink(page, item).click();
  await page.waitForURL(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

export function addDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: fr.dialogs.addTitle });
}

export async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: fr.dashboard.addVideo }).click();
  const dialog = addDialog(page);
  await dialog.waitFor();
  return dialog;
}

export function card(page: Page, title: string): Locator {
  return page
    .locator('#videos-list > li')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

export function dashboardTitles(page: Page): Promise<string[]> {
  return page.locator('#videos-list > li h3').allTextContents();
}

/** Titles of the public grid as a visitor sees them after the live list arrived. */
export async function publicTitles(page: Page, baseUrl: string): Promise<string[]> {
  await openLanding(page, baseUrl);
  return page.locator('#portfolio h3').allTextContents();
}

/**
 * Records every value (aria-valuenow) the upload's progress bar showed, in order and without
 * repeats, from now on; the bar is only in the page while an upload is under way, so it is watched
 * as it comes and goes. Other bars (a preview copy being made) are not the upload's.
 */
function watchProgress(page: Page): Promise<void> {
  return page.evaluate((label) => {
    const w = window as unknown as { progressSeen: number[] };
    w.progressSeen = [];
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll(`[role=progressbar][aria-label="${label}"]`)) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (w.progressSeen.at(-1) !== value) w.progressSeen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, fr.form.uploadProgress);
}

function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/**
 * Slows the page's uploads to `bytesPerSecond` (Chromium's own network throttling), so a small
 * file is sent over several progress events instead of one.
 */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/**
 * Adds `title` as an uploaded film through the add dialog, the upload slowed so its progress bar
 * shows (about 3 s for the 44 KB demo file: on loopback it would go from 0 to 100 in one event);
 * returns the values the bar showed.
 */
export async function uploadWithProgress(
  page: Page,
  title: string,
  file: string,
): Promise<number[]> {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel(fr.form.title).fill(title);
  await dialog.getByRole('radio', { name: /Fichier vidéo/ }).check();
  await watchProgress(page);
  await dialog.getByLabel(fr.form.file, { exact: true }).setInputFiles(file);
  const unthrottle = await throttleUploads(page, 16 * 1024);
  try {
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await card(page, title).waitFor({ timeout: 30_000 });
  } finally {
    await unthrottle();
  }
  return progressSeen(page);
}

/** Sends the add dialog for `title` as an uploaded `file`, without waiting for the upload. */
export async function startUpload(page: Page, title: string, file: string): Promise<void> {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel(fr.form.title).fill(title);
  await dialog.getByRole('radio', { name: /Fichier vidéo/ }).check();
  await dialog.getByLabel(fr.form.file, { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: fr.form.add }).click();
}

/**
 * Drags the handle of the card at `from` onto the one at `to` with the mouse: a press, a small
 * move (sortablejs starts a drag only then), the way there in steps, then a pause and a nudge:
 * the list animates each swap (150 ms), and a pointer that arrives while the cards still move
 * can be taken for one place short of the target; the nudge lets sortablejs place it again.
 */
export async function dragCard(page: Page, from: number, to: number): Promise<void> {
  const handles = page.locator('#videos-list .drag-handle');
  const start = await handles.nth(from).boundingBox();
  const end = await handles.nth(to).boundingBox();
  if (!start || !end) throw new Error('handles not laid out');
  await page.mouse.move(start.x + 10, start.y + 10);
  await page.mouse.down();
  await page.mouse.move(start.x + 5, start.y + 5, { steps: 5 });
  await page.mouse.move(end.x + 10, end.y + 5, { steps: 20 });
  await page.waitForTimeout(300);
  await page.mouse.move(end.x + 10, end.y + 2, { steps: 3 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}
