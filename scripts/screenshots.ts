// `npm run screenshots`: the README's pictures, the landing page and the dashboard (wide, and on a
// phone with the add dialog), taken from the demo content so they stay what a fresh clone shows.
// A fresh data folder with the demo, a private build (the repository's dist/ is left alone), the
// real server on 127.0.0.1, Debian's Chromium. Offline like the tests: YouTube's and Vimeo's
// thumbnails cannot load here, so those cards show the placeholder image, as they would on a
// machine without internet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openStore } from '../server/store/open.ts';
import { fr } from '../src/lib/i18n/fr.ts';
import { launchBrowser } from '../tests/support/harness/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/support/harness/credentials.ts';
import { buildSite, serveSite } from './bench/site.ts';

/** Every image loaded or given up on (a blocked one falls back to the placeholder). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/** The same for the images on screen only: lazy ones further down never load on a phone. */
async function settledOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.bottom < 0 || box.top > window.innerHeight;
    }),
  );
  await page.evaluate(() => document.fonts.ready);
}

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'docs', 'images');
/** Tall enough for the hero, the category filter and the first two rows of films. */
const VIEWPORT = { width: 1280, height: 1800 };

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-screenshots-'));
const dataDir = path.join(temp, 'data');
// Seeded as `npm start` seeds a fresh folder: the demo films, the demo person and CV.
openStore({ dataDir, demo: true }).close();
const site = buildSite(ROOT, dataDir);
const server = await serveSite(site);
const browser = await launchBrowser();
try {
  // Reduced motion: previews stay on their posters, so two runs give the same picture.
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1'
      ? route.continue()
      : route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  fs.mkdirSync(OUT, { recursive: true });

  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.locator('#portfolio').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: path.join(OUT, 'landing.png') });

  await page.goto(`${server.url}/admin`);
  await page.getByLabel(fr.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(fr.login.password).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: fr.login.submit }).click();
  await page.locator('#videos-list > li').first().waitFor();
  // The server rebuilds the freshly seeded site at start: the picture shows it done.
  await page.getByText(fr.siteStatus.up_to_date).waitFor({ timeout: 180_000 });
  // The sign-in toast closes by itself; closed now if it is still there.
  const toast = page.getByRole('button', { name: fr.toasts.close });
  if (await toast.count()) await toast.click().catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
  await settled(page);
  await page.screenshot({ path: path.join(OUT, 'dashboard.png') });

  // The owner's phone: the dashboard's first screen and the add dialog at 390x844 with touch.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
    storageState: await context.storageState(),
  });
  await phone.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1'
      ? route.continue()
      : route.abort('blockedbyclient'),
  );
  const small = await phone.newPage();
  await small.goto(`${server.url}/admin/dashboard`);
  await small.locator('[data-public-plan]').waitFor();
  await settledOnScreen(small);
  await small.screenshot({ path: path.join(OUT, 'dashboard-phone.png') });
  await small.getByRole('button', { name: fr.dashboard.addVideo }).click();
  await small.getByRole('dialog', { name: fr.dialogs.addTitle }).waitFor();
  await small.getByRole('radio', { name: /Fichier vidéo/ }).check();
  await settledOnScreen(small);
  await small.screenshot({ path: path.join(OUT, 'dialog-phone.png') });
  console.log(
    `wrote ${path.relative(ROOT, OUT)}/landing.png, dashboard.png, dashboard-phone.png and dialog-phone.png`,
  );
} finally {
  await browser.close();
  await server.kill('SIGTERM');
  fs.rmSync(temp, { recursive: true, force: true });
  fs.rmSync(site.home, { recursive: true, force: true });
}
