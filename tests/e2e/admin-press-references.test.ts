// The owner writes a film's festival lines and press quotes in the video form, and the
// Références in Paramètres du site, in Chromium against `node server/main.ts` (no demo videos);
// the public pages show them once the server's background rebuild replaced them. axe on the
// form with its quotes and on the settings page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import { ADMIN_ENV, openAddDialog, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

const REBUILD_MS = 120_000;

let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await signIn(admin.page, server.url);
  await admin.page.waitForURL(/\/admin\/dashboard/);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const publicHtml = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const rebuilt = (path: string, check: (html: string) => boolean) =>
  expect
    .poll(async () => check(await publicHtml(path)), { timeout: REBUILD_MS, interval: 500 })
    .toBe(true);

describe('laurels, press and références from the admin', { timeout: REBUILD_MS + 60_000 }, () => {
  it('adds a film with two festival lines and a quote; a bad link is refused first', async () => {
    const { page } = admin;
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Nuit blanche');
    await dialog.getByLabel(fr.form.url).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog
      .getByLabel(fr.credits.awards)
      .fill('Festival de Clermont-Ferrand\nPrix de la photographie');
    await dialog.getByRole('button', { name: fr.frames.pressAdd }).click();
    await dialog.getByLabel(fr.frames.pressQuote(1), { exact: true }).fill('« Une lumière rare »');
    await dialog.getByLabel(fr.frames.pressSource(1), { exact: true }).fill('Libération');
    await dialog.getByLabel(fr.frames.pressUrl(1), { exact: true }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(fr.frames.pressUrlInvalid);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog
      .getByLabel(fr.frames.pressUrl(1), { exact: true })
      .fill('https://www.liberation.fr/a');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor();
    const [video] = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
    expect(video?.press).toEqual([
      { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
    ]);

    await rebuilt(`/films/${video?.slug}/`, (html) => html.includes('« Une lumière rare »'));
    const visitor = await newPage(browser);
    try {
      await visitor.page.goto(`${server.url}/films/${video?.slug}/`);
      const laurels = visitor.page.getByRole('region', { name: fr.frames.laurels });
      expect(await laurels.getByRole('listitem').allTextContents()).toEqual([
        'Festival de Clermont-Ferrand',
        'Prix de la photographie',
      ]);
      const press = visitor.page.getByRole('region', { name: fr.frames.press });
      expect(await press.locator('blockquote').textContent()).toBe('« Une lumière rare »');
      expect(await press.locator('cite').textContent()).toBe('Libération');
      await visitor.page.goto(`${server.url}/`);
      expect(await visitor.page.getByTestId('laurel-mark').count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });

  it('saves the Références in Paramètres du site and the landing page lists them', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/parametres`);
    await page.getByLabel(fr.settings.name, { exact: true }).fill('Camille Moreau');
    const references = page.getByLabel(fr.frames.referencesLabel);
    await references.fill(`Arte\n${'x'.repeat(121)}`);
    await page.getByRole('button', { name: fr.settings.save }).click();
    await page.getByText(fr.frames.referenceTooLong).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await references.fill('Arte\nCanal+\n\nLes Films du Losange');
    await page.getByRole('button', { name: fr.settings.save }).click();
    await toast(page, fr.settings.saved).waitFor();
    const stored = (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
    expect(stored.reference_names).toBe('Arte\nCanal+\n\nLes Films du Losange');

    await rebuilt('/', (html) => html.includes('id="references"'));
    const visitor = await newPage(browser);
    try {
      await visitor.page.goto(`${server.url}/`);
      const section = visitor.page.getByRole('region', { name: fr.frames.references });
      expect(await section.getByRole('listitem').allTextContents()).toEqual([
        'Arte',
        'Canal+',
        'Les Films du Losange',
      ]);
    } finally {
      await visitor.close();
    }
  });
});
