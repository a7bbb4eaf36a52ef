import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../scripts/pdf/document.ts';
import { PageWriter } from '../../scripts/pdf/page.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import { ADMIN_ENV, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { DEMO_CV_PATH } from '../support/harness/demo-site.ts';
import { ROOT, type StartedServer, startServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

// The owner runs the site from /admin/parametres against `node server/main.ts` on an empty data
// folder (DEMO_CONTENT=0): each change is checked on the public page once the server's
// background rebuild has replaced it.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let files: string;

const REBUILD_MS = 120_000;
const JPEG = path.join(ROOT, 'demo/media/lumiere-doree.jpg');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  files = makeTempDir('filmfolio-settings-files-');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const stored = async () =>
  (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
const publicHtml = async (page = '/') => (await fetch(`${server.url}${page}`)).text();
/** Waits until the served (rebuilt) page satisfies the check. */
const rebuilt = (check: (html: string) => boolean, page = '/') =>
  expect
    .poll(async () => check(await publicHtml(page)), { timeout: REBUILD_MS, interval: 500 })
    .toBe(true);

function onePagePdf(text: string): string {
  const writer = new PageWriter();
  writer.line(text, { size: 28, bold: true, color: [0, 0, 0] });
  const file = path.join(files, 'nouveau-cv.pdf');
  writeFileSync(file, buildPdf([writer.stream()], { title: text, author: 'A', subject: 'CV' }));
  return file;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

// A test may wait for two rebuilds (a CV, then its replacement): its own time limit covers both.
describe('site settings from the admin', { timeout: 2 * REBUILD_MS + 30_000 }, () => {
  it('the dashboard asks to complete the settings while the name is empty, with a link', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: fr.adminNav.label });
    const videos = nav.getByRole('link', { name: fr.adminNav.videos });
    expect(await videos.getAttribute('aria-current')).toBe('page');
    expect(
      await nav.getByRole('link', { name: fr.adminNav.settings }).getAttribute('aria-current'),
    ).toBeNull();
    await page.getByRole('heading', { name: fr.settings.completeSettings }).waitFor();
    await page.getByRole('link', { name: fr.settings.completeSettings }).click();
    await page.waitForURL(/\/admin\/parametres$/);
    await page.getByRole('heading', { name: fr.settings.title, level: 1 }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: fr.adminNav.label })
        .getByRole('link', { name: fr.adminNav.settings })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await field(page, fr.settings.jobTitle).inputValue()).toBe('Chef Opérateur');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says what is wrong under each field and stores nothing', async () => {
    const { page } = admin;
    await field(page, fr.settings.email).fill('pas-une-adresse');
    await field(page, fr.settings.vimeo).fill('http://vimeo.com/alex');
    await page.getByRole('button', { name: fr.settings.save }).click();
    const name = field(page, fr.settings.name);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = async (label: string) => {
      const ids = (await field(page, label).getAttribute('aria-describedby')) ?? '';
      return page
        .locator(
          ids
            .split(' ')
            .map((id) => `[id="${id}"]`)
            .join(','),
        )
        .allTextContents();
    };
    expect(await describedBy(fr.settings.name)).toEqual([fr.settings.nameRequired]);
    expect(await describedBy(fr.settings.email)).toEqual([fr.settings.emailInvalid]);
    expect(await describedBy(fr.settings.vimeo)).toContain(fr.settings.urlInvalid);
    expect((await stored()).updated_at).toBeNull();
  });

  it('saves, and the public page shows the new values after the rebuild', async () => {
    const { page } = admin;
    await field(page, fr.settings.name).fill('Alex Martin');
    await field(page, fr.settings.tagline).fill('La lumière au service du récit.');
    await field(page, fr.settings.about).fill('Premier paragraphe.\n\nSecond paragraphe.');
    await field(page, fr.settings.email).fill('alex@example.fr');
    await field(page, fr.settings.phone).fill('+33 6 11 22 33 44');
    await field(page, fr.settings.vimeo).fill('https://vimeo.com/alexmartin');
    await field(page, fr.settings.siteUrl).fill('https://alex-martin.example.fr');
    await field(page, fr.settings.legalPublisher).fill('Alex Martin, EI');
    const save = page.getByRole('button', { name: fr.settings.save });
    await save.click();
    await toast(page, fr.settings.saved).waitFor();
    expect((await stored()).name).toBe('Alex Martin');

    await rebuilt((html) =>
      // The owner's name ends the title as the brand (issue 30).
      html.includes('<title>Chef Opérateur | Alex Martin</title>'),
    );
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page: site } = visitor;
    await site.goto(`${server.url}/`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Alex Martin');
    expect(await site.locator('#about p').allTextContents()).toEqual([
      'Premier paragraphe.',
      'Second paragraphe.',
    ]);
    const card = site.locator('#contact dl');
    expect(await card.locator('dd').allTextContents()).toEqual([
      'alex@example.fr',
      '+33 6 11 22 33 44',
    ]);
    expect(
      await site.locator('#contact').getByRole('link', { name: 'Vimeo' }).getAttribute('href'),
    ).toBe('https://vimeo.com/alexmartin');
    // No CV stored: no CV section and no CV link.
    expect(await site.locator('#cv').count()).toBe(0);
    expect(await site.locator('a[href$="#cv"]').count()).toBe(0);
    const meta = (selector: string) => site.locator(selector).getAttribute('content');
    expect(await meta('meta[name=description]')).toBe('La lumière au service du récit.');
    expect(await meta('meta[property="og:title"]')).toBe('Chef Opérateur | Alex Martin');
    expect(await meta('meta[property="og:site_name"]')).toBe('Alex Martin');
    expect(await meta('meta[property="og:url"]')).toBe('https://alex-martin.example.fr/');
    const jsonLd = JSON.parse(
      (await site.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@graph'][0]).toMatchObject({
      '@type': 'Person',
      name: 'Alex Martin',
      email: 'mailto:alex@example.fr',
    });
    await site.goto(`${server.url}/mentions-legales`);
    expect(await site.locator('main').textContent()).toContain('Alex Martin, EI');
    await visitor.close();

    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByText(fr.siteStatus.up_to_date).waitFor();
    expect(await page.getByRole('heading', { name: fr.settings.completeSettings }).count()).toBe(0);
  });

  it('refuses a file that is not a PDF and a CV over 10 MB, in French', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/parametres`);
    const picker = page.getByLabel(fr.settings.replaceCv);
    await picker.setInputFiles(JPEG);
    await page.getByText(fr.settings.cvNotPdf).waitFor();
    const big = path.join(files, 'gros.pdf');
    writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]));
    await picker.setInputFiles(big);
    await page.getByText(fr.settings.cvTooLarge).waitFor();
    expect((await stored()).cv).toBeNull();
  });

  it('publishes a CV, then a replaced one that pdf.js draws on the public page', async () => {
    const { page } = admin;
    await page.getByLabel(fr.settings.replaceCv).setInputFiles(DEMO_CV_PATH);
    await toast(page, fr.settings.cvUpdated).waitFor();
    const first = (await stored()).cv;
    expect(first?.name).toBe('cv.pdf');
    await page.getByText(/cv\.pdf · /).waitFor();

    await page.getByLabel(fr.settings.replaceCv).setInputFiles(onePagePdf('CV REMPLACE'));
    // The first upload's toast may still show: the stored name tells this one has landed.
    await expect.poll(async () => (await stored()).cv?.name).toBe('nouveau-cv.pdf');
    await page.getByText(/nouveau-cv\.pdf · /).waitFor();
    const replaced = (await stored()).cv;
    expect(replaced?.url).not.toBe(first?.url);
    expect((await fetch(`${server.url}${first?.url}`)).status).toBe(404);

    await rebuilt((html) => html.includes(`href="${replaced?.url}"`));
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.page.goto(`${server.url}/`);
    // One on screen: the phone menu's copy of the header links is hidden at this width.
    expect(await visitor.page.locator('a[href="#cv"]').filter({ visible: true }).count()).toBe(1);
    await visitor.page.locator('#cv').scrollIntoViewIfNeeded();
    // The replaced CV has one page (the demo CV two): the viewer drew the new file.
    await visitor.page.getByRole('img', { name: fr.cv.page(1, 1) }).waitFor({ timeout: 30_000 });
    expect(visitor.requests.some((u) => u.endsWith(replaced?.url ?? '-'))).toBe(true);
    const download = visitor.page.locator('#cv').getByRole('link', { name: fr.cv.download });
    expect(await download.getAttribute('download')).toBe('nouveau-cv.pdf');
    await visitor.close();
  });

  it('adds a portrait to the about section, its text alternative the name', async () => {
    const { page } = admin;
    await page.getByLabel(fr.settings.replacePhoto).setInputFiles(DEMO_CV_PATH);
    await page.getByText(fr.settings.photoWrongType).waitFor();
    await page.getByLabel(fr.settings.replacePhoto).setInputFiles(JPEG);
    await toast(page, fr.settings.photoUpdated).waitFor();
    const photo = (await stored()).photo;
    await rebuilt((html) => html.includes(`src="${photo?.url}"`));
    const visitor = await newPage(browser);
    await visitor.page.goto(`${server.url}/`);
    const img = visitor.page.locator('#about img');
    expect(await img.getAttribute('alt')).toBe('Alex Martin');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await visitor.close();
  });

  it('deletes the CV after confirmation: no CV section and no link once rebuilt', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: fr.settings.deleteCv }).click();
    const dialog = page.getByRole('dialog', { name: fr.settings.deleteCvTitle });
    await dialog.getByRole('button', { name: fr.dialogs.cancel }).click();
    expect((await stored()).cv).not.toBeNull();
    await page.getByRole('button', { name: fr.settings.deleteCv }).click();
    await page
      .getByRole('dialog', { name: fr.settings.deleteCvTitle })
      .getByRole('button', { name: fr.dialogs.confirmDelete })
      .click();
    await toast(page, fr.settings.cvDeleted).waitFor();
    expect((await stored()).cv).toBeNull();
    await rebuilt((html) => !html.includes('id="cv"') && !html.includes('href="#cv"'));
  });
});
