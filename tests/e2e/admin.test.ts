import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  ADMIN_ENV,
  card,
  dashboardTitles,
  dragCard,
  openAddDialog,
  publicTitles,
  signIn,
  toast,
  uploadWithProgress,
} from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ROOT, type StartedServer, startServer } from '../support/harness/server.ts';

// The administrator's whole path against `node server/main.ts` with an account from the
// environment and no demo content; every change is checked on the public page too.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let visitor: GuardedPage;

const MP4 = path.join(ROOT, 'demo/media/lumiere-doree.mp4');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function stored(): Promise<Video[]> {
  return (await fetch(`${server.url}/api/videos`)).json() as Promise<Video[]>;
}

describe('admin area end to end', () => {
  it('sends a visitor without a session from the dashboard to /admin, with no data shown', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/admin\/?$/);
    expect(await page.getByRole('heading', { name: fr.dashboard.title }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a wrong password with the product toast, then signs in', async () => {
    const { page } = admin;
    await signIn(page, server.url, 'not the password');
    await toast(page, fr.login.wrongMessage).waitFor();
    expect(await toast(page, fr.login.wrongTitle).count()).toBe(1);
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
    await toast(page, fr.login.successMessage).waitFor();
    await page.getByText(fr.dashboard.empty).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
  });

  it('adds a YouTube and a Vimeo video', async () => {
    const { page } = admin;
    let dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Bande démo');
    await dialog.getByLabel(fr.form.url).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByTitle(fr.form.preview).waitFor();
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor();
    await card(page, 'Bande démo').waitFor();

    dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Clip Vimeo');
    await dialog.getByLabel(fr.form.description).fill('Un clip tourné à Lyon');
    await dialog.getByRole('radio', { name: /Vimeo/ }).check();
    await dialog.getByLabel(fr.form.url).fill('https://vimeo.com/76979871');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await card(page, 'Clip Vimeo').waitFor();
    expect((await stored()).map((v) => [v.title, v.video_type, v.thumbnail_url])).toEqual([
      ['Bande démo', 'youtube', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      ['Clip Vimeo', 'vimeo', null],
    ]);
    expect(await publicTitles(visitor.page, server.url)).toEqual(['Bande démo', 'Clip Vimeo']);
  });

  it('uploads a real mp4 with the progress bar shown between 0 and 100 and a captured poster', async () => {
    const { page } = admin;
    const seen = await uploadWithProgress(page, 'Tournage', MP4);
    // The bar is shown while progress is between 0 and 100, never at either end.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value > 0 && value < 100)).toBe(true);
    expect(await page.getByRole('progressbar', { name: fr.form.uploadProgress }).count()).toBe(0);
    const video = (await stored()).find((v) => v.title === 'Tournage');
    expect(video?.url).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);
    expect(video?.thumbnail_url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    const poster = await fetch(`${server.url}${video?.thumbnail_url}`);
    expect(poster.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const media = await fetch(`${server.url}${video?.url}`, { headers: { Range: 'bytes=0-99' } });
    expect(media.status).toBe(206);
  });

  it('edits a video', async () => {
    const { page } = admin;
    await card(page, 'Clip Vimeo').getByRole('button', { name: fr.dashboard.edit }).click();
    const dialog = page.getByRole('dialog', { name: fr.dialogs.editTitle });
    await dialog.getByLabel(fr.form.title).fill('Clip Lyon');
    await dialog.getByRole('button', { name: fr.form.update }).click();
    await toast(page, fr.toasts.updatedText).waitFor();
    await card(page, 'Clip Lyon').waitFor();
    expect(await publicTitles(visitor.page, server.url)).toContain('Clip Lyon');
  });

  it('changes the layout and the small format', async () => {
    const { page } = admin;
    await card(page, 'Bande démo').getByText(fr.dashboard.layoutHalf).click();
    await toast(page, fr.toasts.layoutChangedText).waitFor();
    await card(page, 'Bande démo').getByLabel(fr.dashboard.keepSmallFormat).check();
    await toast(page, fr.toasts.keepSmallOn).waitFor();
    const video = (await stored()).find((v) => v.title === 'Bande démo');
    expect([video?.layout, video?.keep_small_format]).toEqual(['half', true]);
    await card(page, 'Bande démo').getByLabel(fr.dashboard.keepSmallFormat).uncheck();
    await toast(page, fr.toasts.keepSmallOff).waitFor();
  });

  it('reorders with the keyboard: focus follows, the move is announced and stored', async () => {
    const { page } = admin;
    const handle = page.getByRole('button', { name: `${fr.dashboard.dragHandle} : Tournage` });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.getByText(fr.dashboard.moved('Tournage', 2, 3)).waitFor();
    await toast(page, fr.toasts.orderUpdatedText).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${fr.dashboard.dragHandle} : Tournage`,
    );
    expect((await stored()).map((v) => v.title)).toEqual(['Bande démo', 'Tournage', 'Clip Lyon']);
    expect(await publicTitles(visitor.page, server.url)).toEqual([
      'Bande démo',
      'Tournage',
      'Clip Lyon',
    ]);
  });

  it('reorders by dragging the handle', async () => {
    const { page } = admin;
    await dragCard(page, 2, 0);
    await page
      .getByText(fr.dashboard.savingOrder)
      .or(toast(page, fr.toasts.orderUpdated))
      .first()
      .waitFor();
    await expect
      .poll(async () => (await stored()).map((v) => v.title))
      .toEqual(['Clip Lyon', 'Bande démo', 'Tournage']);
    await expect
      .poll(() => dashboardTitles(page), { timeout: 10_000 })
      .toEqual(['Clip Lyon', 'Bande démo', 'Tournage']);
  });

  it('deletes after confirmation, and the file goes with the row', async () => {
    const { page } = admin;
    const url = (await stored()).find((v) => v.title === 'Tournage')?.url ?? '';
    await card(page, 'Tournage').getByRole('button', { name: fr.dashboard.delete }).click();
    const dialog = page.getByRole('dialog', { name: fr.dialogs.confirmDeleteTitle });
    await dialog.getByText(fr.dialogs.confirmDeleteText).waitFor();
    await dialog.getByRole('button', { name: fr.dialogs.confirmDelete }).click();
    await toast(page, fr.toasts.deletedText).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => dashboardTitles(page), { timeout: 10_000 })
      .toEqual(['Clip Lyon', 'Bande démo']);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    expect(await publicTitles(visitor.page, server.url)).toEqual(['Clip Lyon', 'Bande démo']);
  });

  it('has no serious accessibility violation on the dashboard and in the form', async () => {
    const { page } = admin;
    expect(await seriousViolations(page)).toEqual([]);
    await openAddDialog(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('signs out to /admin with the toast, and the dashboard is closed again', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: fr.dashboard.logout }).click();
    await page.waitForURL(/\/admin\/?$/);
    await toast(page, fr.dashboard.logoutSuccess).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/admin\/?$/);
    await page.getByLabel(fr.login.password).waitFor();
  });
});
