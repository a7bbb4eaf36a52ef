import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { VIMEO_EXAMPLE_HOST, YOUTUBE_EXAMPLE_HOST } from '../../src/lib/video-url.ts';
import {
  ADMIN_ENV,
  card,
  dashboardTitles,
  openAddDialog,
  signIn,
  toast,
} from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// Every validation message and failure toast (docs/product-rules.md) that the browser can bring about. Failures
// of the network are real ones: the browser's request is cut before it reaches the server.
let server: StartedServer;
let browser: Browser;
let tab: GuardedPage;
let files: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-e2e-files-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

function file(name: string, size: number, head = 'not a video'): string {
  const target = path.join(files, name);
  fs.writeFileSync(target, head);
  // Sparse: a 60 MB file costs nothing on disk and is never read before the size check.
  fs.truncateSync(target, size);
  return target;
}

/** Cuts the next browser request matching method and path, as a dropped connection would. */
async function cutNext(page: Page, method: string, pathname: RegExp): Promise<void> {
  let done = false;
  await page.route(
    (url) => pathname.test(url.pathname),
    (route) => {
      if (done || route.request().method() !== method) return route.fallback();
      done = true;
      return route.abort('connectionreset');
    },
  );
}

/** The form's inline alert (toasts are checked on their own). */
const alert = (page: Page, text: string) =>
  page.locator('dialog form [role=alert]').filter({ hasText: text });

describe('login failures', () => {
  it('shows the unexpected-failure toast when the request never arrives', async () => {
    const { page } = tab;
    await page.goto(`${server.url}/admin`);
    await cutNext(page, 'POST', /^\/api\/session$/);
    await signIn(page, server.url);
    await toast(page, fr.login.errorMessage).waitFor();
  });
});

describe('video form messages', () => {
  it('signs in', async () => {
    await signIn(tab.page, server.url);
    await tab.page.getByText(fr.dashboard.empty).waitFor();
  });

  it('title and URL required, per type; switching type clears the message', async () => {
    const dialog = await openAddDialog(tab.page);
    const submit = dialog.getByRole('button', { name: fr.form.add });
    await submit.click();
    await alert(tab.page, fr.form.titleRequired).waitFor();
    await dialog.getByLabel(fr.form.title).fill('Essai');
    await submit.click();
    await alert(tab.page, fr.form.youtubeUrlRequired).waitFor();
    await dialog.getByRole('radio', { name: /Vimeo/ }).check();
    expect(await dialog.locator('form [role=alert]').allTextContents()).toEqual([]);
    await submit.click();
    await alert(tab.page, fr.form.vimeoUrlRequired).waitFor();
  });

  it('live and submit-time URL messages', async () => {
    const dialog = tab.page.getByRole('dialog');
    const url = dialog.getByLabel(fr.form.url);
    const submit = dialog.getByRole('button', { name: fr.form.add });
    await url.fill('https://vimeo.com/channels/staff');
    await dialog.getByText(fr.form.vimeoUrlInvalidLive(VIMEO_EXAMPLE_HOST)).waitFor();
    await submit.click();
    await alert(tab.page, fr.form.vimeoIdInvalid).waitFor();
    await url.fill('pas une adresse');
    await submit.click();
    await alert(tab.page, fr.form.vimeoUrlInvalid).waitFor();
    await dialog.getByRole('radio', { name: /YouTube/ }).check();
    await dialog.getByText(fr.form.youtubeUrlInvalidLive(YOUTUBE_EXAMPLE_HOST)).waitFor();
    await submit.click();
    await alert(tab.page, fr.form.youtubeUrlInvalid).waitFor();
    await url.fill('https://www.youtube.com/watch?v=short');
    await submit.click();
    await alert(tab.page, fr.form.youtubeIdInvalid).waitFor();
  });

  it('file required, too large with its size, wrong extension, wrong content (415)', async () => {
    const dialog = tab.page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: fr.form.add });
    await dialog.getByRole('radio', { name: /Fichier vidéo/ }).check();
    await dialog.getByText(fr.form.acceptedFormats).waitFor();
    await dialog.getByText(fr.form.largeVideoWarning).waitFor();
    await submit.click();
    await alert(tab.page, fr.form.fileRequired).waitFor();
    const picker = dialog.getByLabel(fr.form.file, { exact: true });
    await picker.setInputFiles(file('grand.mp4', 62_914_560));
    await alert(tab.page, fr.form.fileTooLarge('60.0')).waitFor();
    await picker.setInputFiles(file('clip.avi', 2000));
    await alert(tab.page, fr.form.fileWrongType).waitFor();
    await picker.setInputFiles(file('texte.mp4', 2000));
    await submit.click();
    await alert(tab.page, fr.form.fileWrongType).waitFor();
    await dialog.getByLabel(fr.form.showDebug).check();
    await dialog.getByText(fr.form.debugDetails).click();
    await dialog.getByText(/status: 415/).waitFor();
    await expect.poll(() => dashboardTitles(tab.page), { timeout: 10_000 }).toEqual([]);
  });

  it('save failure shows the default message inline and as a toast', async () => {
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /YouTube/ }).check();
    await dialog.getByLabel(fr.form.url).fill('https://youtu.be/dQw4w9WgXcQ');
    await cutNext(tab.page, 'POST', /^\/api\/videos$/);
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await alert(tab.page, fr.toasts.saveDefault).waitFor();
    await toast(tab.page, fr.toasts.errorTitle).waitFor();
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(tab.page, fr.toasts.addedText).waitFor();
    await card(tab.page, 'Essai').waitFor();
  });
});

describe('dashboard failures', () => {
  it('layout and small-format failures toast, and the checkbox goes back', async () => {
    const { page } = tab;
    await cutNext(page, 'PATCH', /^\/api\/videos\/[^/]+$/);
    await card(page, 'Essai').getByText(fr.dashboard.layoutFull).click();
    await toast(page, fr.toasts.layoutError).waitFor();
    await cutNext(page, 'PATCH', /^\/api\/videos\/[^/]+$/);
    const box = card(page, 'Essai').getByLabel(fr.dashboard.keepSmallFormat);
    // click, not check(): check() throws when the box is already back to unchecked, which is
    // what the failed save does (fast when the request is cut at once).
    await box.click();
    await toast(page, fr.toasts.settingsError).waitFor();
    // The box goes back with the list reloaded from the server: slower than poll's 1 s default
    // on a loaded machine (seen in CI at 1.5 s).
    await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(false);
  });

  it('order failure toasts and reloads the stored order', async () => {
    const { page } = tab;
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Second');
    await dialog.getByLabel(fr.form.url).fill('https://vimeo.com/76979871');
    await dialog.getByRole('radio', { name: /Vimeo/ }).check();
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await card(page, 'Second').waitFor();
    await cutNext(page, 'PUT', /^\/api\/videos\/order$/);
    await page.getByRole('button', { name: `${fr.dashboard.dragHandle} : Second` }).focus();
    await page.keyboard.press('ArrowUp');
    await toast(page, fr.toasts.orderError).waitFor();
    await expect.poll(() => dashboardTitles(page)).toEqual(['Essai', 'Second']);
  });

  it('delete failure keeps the dialog open', async () => {
    const { page } = tab;
    await cutNext(page, 'DELETE', /^\/api\/videos\/[^/]+$/);
    await card(page, 'Second').getByRole('button', { name: fr.dashboard.delete }).click();
    const dialog = page.getByRole('dialog', { name: fr.dialogs.confirmDeleteTitle });
    await dialog.getByRole('button', { name: fr.dialogs.confirmDelete }).click();
    await toast(page, fr.toasts.deleteError).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: fr.dialogs.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('an expired session sends the administrator back to /admin with a toast', async () => {
    const { page, context } = tab;
    await context.clearCookies();
    await card(page, 'Essai').getByText(fr.dashboard.layoutHalf).click();
    await page.waitForURL(/\/admin\/?$/);
    await toast(page, fr.toasts.sessionExpired).waitFor();
  });

  it('throttles repeated wrong passwords with the French message in the form', async () => {
    const { page } = tab;
    for (let i = 0; i < 6; i++) {
      await signIn(page, server.url, `wrong ${i}`);
      const answer = await Promise.race([
        toast(page, fr.login.wrongMessage)
          .waitFor()
          .then(() => 'wrong'),
        page
          .getByRole('alert')
          .filter({ hasText: fr.login.throttled })
          .first()
          .waitFor()
          .then(() => 'throttled'),
      ]);
      if (answer === 'throttled') break;
    }
    await page.locator('form [role=alert]').filter({ hasText: fr.login.throttled }).waitFor();
  });
});
