import type { Locator, Page } from 'playwright-core';
import { fr } from '../../src/lib/i18n/fr.ts';
import { ADMIN_ENV as ACCOUNT_ENV, ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/credentials.ts';
import { openLanding } from '../support/page.ts';

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
export function watchProgress(page: Page): Promise<void> {
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

export function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/**
 * Slows the page's uploads to `bytesPerSecond` (Chromium's own network throttling), so a small
 * file is sent over several progress events instead of one.
 */
export async function throttleUploads(
  page: Page,
  bytesPerSecond: number,
): Promise<() => Promise<void>> {
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
