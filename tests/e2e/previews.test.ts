import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { allPreviewNames } from '../../src/lib/video-preview.ts';
import { makeTestFilm } from '../support/data/test-film.ts';
import { ADMIN_ENV, card, openAddDialog, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/harness/credentials.ts';
import { openLanding } from '../support/harness/page.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// An uploaded film from the admin's form to the visitor's grid (docs/video-previews.md): the
// server makes its preview copy, the grid plays the copy and never asks for the original, the
// dialog plays the original, and the pause button stops every preview, by keyboard too.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
let films: string;
let film: Video;

const TITLE = 'Plan-séquence';

beforeAll(async () => {
  films = mkdtempSync(join(tmpdir(), 'filmfolio-e2e-films-'));
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(films, { recursive: true, force: true });
});

async function publicList(): Promise<Video[]> {
  return (await fetch(`${server.url}/api/videos`)).json() as Promise<Video[]>;
}

/** The film's record once its copy is ready (the server makes it after the save answered). */
async function readyFilm(): Promise<Video> {
  let found: Video | undefined;
  await expect
    .poll(
      async () => {
        found = (await publicList()).find((v) => v.title === TITLE);
        return found?.preview_state;
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe('ready');
  return found as Video;
}

const pathOf = (url: string) => new URL(url).pathname;
const gridCard = (page: Page) =>
  page.locator('#portfolio article').filter({ has: page.getByRole('heading', { name: TITLE }) });

describe('preview copies end to end', () => {
  it('uploads a film with its preview start; the server makes the copy', async () => {
    // 20 s of 1280x720 with sound and fine moving detail.
    const file = makeTestFilm(films, 'plan.mp4', {
      seconds: 20,
      width: 1280,
      height: 720,
      crf: 20,
    });
    const { page } = admin;
    // Made once: this server makes copies (ffmpeg), so the admin's browser sends none.
    const sentCopies: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!/\/preview$/.test(request.url())) return;
      if (request.method() === 'PUT') sentCopies.push(request.url());
      if (request.method() === 'GET') asked.push(request.url());
    });
    await signIn(page, server.url);
    await page.waitForURL(/\/admin\/dashboard/);
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill(TITLE);
    await dialog.getByRole('radio', { name: /Fichier vidéo/ }).check();
    await dialog.getByLabel(fr.form.file, { exact: true }).setInputFiles(file);
    await dialog.getByLabel(fr.previews.start).fill('3');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor({ timeout: 60_000 });
    film = await readyFilm();
    // The page read the copy's state (GET .../preview: who makes it, its progress) and sent no
    // copy of its own (the strict count is tests/e2e/browser-preview.test.ts).
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sentCopies).toEqual([]);
    expect(film.preview_start).toBe(3);
    expect(film.preview_url).toBe(`${film.url}.preview.mp4`);
    // The dashboard's card has nothing to say about a film whose copy is ready.
    await page.reload();
    await card(page, TITLE).waitFor();
    expect(await card(page, TITLE).getByText(fr.previews.missing).count()).toBe(0);
    // ffmpeg makes the film, then its copy: minutes on a busy two-core machine.
  }, 240_000);

  it('the grid plays the copy and never asks for the original; the dialog plays it', async () => {
    const visitor = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await openLanding(visitor.page, server.url);
    const target = gridCard(visitor.page);
    await target.scrollIntoViewIfNeeded();
    const preview = target.locator('video');
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(pathOf(await preview.evaluate((v: HTMLVideoElement) => v.currentSrc))).toBe(
      film.preview_url,
    );
    const originals = () => visitor.requests.filter((url) => pathOf(url) === film.url);
    expect(originals()).toEqual([]);
    expect(await seriousViolations(visitor.page)).toEqual([]);

    await target.getByRole('button', { name: `${fr.portfolio.play} : ${TITLE}` }).click();
    const player = visitor.page.locator('dialog[open] video');
    await player.waitFor();
    expect(pathOf(await player.evaluate((v: HTMLVideoElement) => v.src))).toBe(film.url);
    await expect.poll(() => originals().length, { timeout: 15_000 }).toBeGreaterThan(0);
    await visitor.close();
  });

  it('Mettre les aperçus en pause: by keyboard, every preview stops, for the whole visit', async () => {
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = visitor;
    await openLanding(page, server.url);
    const button = page.locator('button[data-previews-pause]');
    const previews = page.locator('#portfolio video');
    await gridCard(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => previews.evaluateAll((all: HTMLVideoElement[]) => all.some((v) => !v.paused)), {
        timeout: 20_000,
      })
      .toBe(true);
    // Reached with Tab from the top of the page, pressed with the keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    let reached = false;
    for (let step = 0; step < 40 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect((await button.textContent())?.trim()).toBe(fr.previews.resume);
    await expect
      .poll(() => previews.evaluateAll((all: HTMLVideoElement[]) => all.every((v) => v.paused)))
      .toBe(true);

    // Another page of the visit starts paused; pressing again plays.
    await openLanding(page, server.url);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await gridCard(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(
      await previews.evaluateAll((all: HTMLVideoElement[]) => all.every((v) => v.paused)),
    ).toBe(true);
    await button.press('Space');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect((await button.textContent())?.trim()).toBe(fr.previews.pause);
    await expect
      .poll(() => previews.evaluateAll((all: HTMLVideoElement[]) => all.some((v) => !v.paused)), {
        timeout: 20_000,
      })
      .toBe(true);
    await visitor.close();
  });

  it('starts paused when the visitor asks for reduced motion', async () => {
    const visitor = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await openLanding(visitor.page, server.url);
    const button = visitor.page.locator('button[data-previews-pause]');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect((await button.textContent())?.trim()).toBe(fr.previews.resume);
    await visitor.close();
  });

  it('a private link plays the copy through the link, never the original', async () => {
    const session = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const created = await fetch(`${server.url}/api/admin/links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: 'Production', video_ids: [film.id] }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.page.goto(`${server.url}/p/${token}`);
    const preview = visitor.page.locator('[data-link-portfolio] article video');
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 20_000 })
      .toBe(true);
    const name = (film.url ?? '').slice('/media/'.length);
    expect(pathOf(await preview.evaluate((v: HTMLVideoElement) => v.currentSrc))).toBe(
      `/p/${token}/media/${name}.preview.mp4`,
    );
    expect(visitor.requests.filter((url) => pathOf(url).endsWith(`/media/${name}`))).toEqual([]);
    expect(await visitor.page.locator('button[data-previews-pause]').count()).toBe(1);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.close();
  });

  it('a film without its copy shows Aperçu manquant, and Créer l’aperçu makes it', async () => {
    // As a film stored before this version: no row, no files.
    const db = new DatabaseSync(join(server.dataDir, 'filmfolio.sqlite'), { timeout: 5000 });
    const name = film.url.slice('/media/'.length);
    db.prepare('DELETE FROM video_previews WHERE name = ?').run(name);
    db.close();
    for (const copy of allPreviewNames(name)) {
      rmSync(join(server.dataDir, 'media', copy), { force: true });
    }
    const { page } = admin;
    await page.reload();
    const item = card(page, TITLE);
    await item.getByText(fr.previews.missing).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('button', { name: fr.previews.create }).click();
    await expect
      .poll(async () => (await item.getByText(fr.previews.missing).count()) === 0, {
        timeout: 90_000,
      })
      .toBe(true);
    await readyFilm();
  }, 180_000);
});
