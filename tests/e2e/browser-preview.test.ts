import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../../server/media/ffmpeg-preview.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import { makeTestFilm } from '../support/data/test-film.ts';
import { type AdminTestServer, startAdminTestServer } from '../support/harness/admin-app.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import {
  browserPreviewBundle,
  chooseFilm,
  previewCardBundle,
} from '../support/harness/browser-preview-bundle.ts';
import { call } from '../support/harness/call.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

// The preview copy made by the admin's browser (docs/video-previews.md): Chromium encodes it with
// WebCodecs through mediabunny and PUTs it; this test server is one whose owner chose the browser
// as maker (PREVIEW_MAKER=browser) and its ffmpeg maker is off, so a ready copy can only come from
// the browser. The server still checks what it receives with ffprobe.
let server: AdminTestServer;
let browser: Browser;
let admin: GuardedPage;
let films: string;
let cookie: string;

beforeAll(async () => {
  films = mkdtempSync(join(tmpdir(), 'filmfolio-e2e-browser-preview-'));
  [server, browser] = await Promise.all([
    startAdminTestServer({}, undefined, { previews: false, previewMaker: 'browser' }),
    launchBrowser(),
  ]);
  cookie = await server.signIn();
  // The bundle is injected as an inline script: the test page's CSP would refuse it.
  admin = await newPage(browser, { bypassCSP: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(films, { recursive: true, force: true });
});

/** Uploads `file` as the owner signed in with `ownerCookie`, then saves it as a direct film. */
async function saveFilm(
  target: AdminTestServer,
  ownerCookie: string,
  file: string,
  fields: { title: string; preview_start?: number },
): Promise<{ mediaUrl: string; created: Response }> {
  const { mediaUrl } = await tusUpload(
    { base: target.url, headers: () => ({ Cookie: ownerCookie }) },
    readFileSync(file),
    { name: basename(file), type: 'video/mp4' },
  );
  const created = await call(target.url, '/api/videos', {
    method: 'POST',
    cookie: ownerCookie,
    json: { url: mediaUrl, video_type: 'direct', ...fields },
  });
  return { mediaUrl, created };
}

/** Signs the page's context in with the owner's cookie. */
async function signInContext(
  context: BrowserContext,
  target: AdminTestServer,
  ownerCookie: string,
): Promise<void> {
  const [name, value] = ownerCookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: target.url }]);
}

/** Opens the landing page with the preview-copy bundle, `file` chosen in it. */
async function openWithBundle(page: Page, target: AdminTestServer, file: string): Promise<void> {
  await page.goto(`${target.url}/`);
  await page.addScriptTag({ content: await browserPreviewBundle() });
  await chooseFilm(page, file);
}

describe('preview copy made in the browser', () => {
  it('encodes the copy with WebCodecs, sends it, and the server stores it as ready', async () => {
    expect(server.previews.available).toBe(false);
    // 8 s of 1280x720 with sound: the copy must drop the sound and shrink to 640 px.
    const file = makeTestFilm(films, 'plan.mp4', { seconds: 8, width: 1280, height: 720 });
    const { mediaUrl, created } = await saveFilm(server, cookie, file, {
      title: 'Plan-séquence',
      preview_start: 2,
    });
    expect(created.status).toBe(201);
    const video = (await created.json()) as Video;
    expect(video.preview_state).toBe('missing');

    const { page, context } = admin;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await signInContext(context, server, cookie);
    await openWithBundle(page, server, file);

    const outcome = await page.evaluate(async (id) => {
      const api = (window as unknown as { filmfolioPreview: FilmfolioPreview }).filmfolioPreview;
      const input = document.getElementById('film') as HTMLInputElement;
      const film = input.files?.[0];
      if (!film) throw new Error('no file');
      const canEncode = await api.canEncodePreview();
      const started = performance.now();
      const made = await api.makePreviewAfterUpload(api.backend, { id, preview_start: 2 }, film);
      return { canEncode, made, seconds: (performance.now() - started) / 1000 };
    }, video.id);
    console.log(`browser preview copy of an 8 s 720p film: ${outcome.seconds.toFixed(1)} s`);
    expect(outcome, warnings.join('\n')).toMatchObject({ canEncode: true, made: 'browser' });

    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    const stored = listed.find((v) => v.id === video.id);
    expect(stored?.preview_state).toBe('ready');
    const original = mediaUrl.slice('/media/'.length);
    const copy = join(server.store.mediaDir, previewName(original));
    const probe = await probeVideo(copy);
    expect(probe).toMatchObject({ videoCodec: 'h264', hasAudio: false, width: 640, height: 360 });
    expect(probe.container.split(',')).toContain('mp4');
    // The film is shorter than 15 s: taken whole.
    expect(probe.duration).toBeGreaterThan(7);
    expect(probe.duration).toBeLessThan(8.6);
    // Not the server's ffmpeg: libx264 signs every stream it writes.
    const bytes = readFileSync(copy);
    expect(bytes.includes('x264 - core')).toBe(false);
    // The index first (fast start): moov before mdat.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(statSync(join(server.store.mediaDir, previewPosterName(original))).size).toBeGreaterThan(
      0,
    );
    expect(server.logged.join('\n')).not.toMatch(/no preview copy/);
  }, 180_000);
});

describe('the copy is made once', () => {
  it('leaves it to the server when the server makes copies: no browser copy is sent', async () => {
    const withFfmpeg = await startAdminTestServer({}, undefined, { previews: true });
    try {
      expect(withFfmpeg.previews.available).toBe(true);
      const serverCookie = await withFfmpeg.signIn();
      const file = makeTestFilm(films, 'once.mp4', { seconds: 6, width: 1280, height: 720 });
      const { mediaUrl, created } = await saveFilm(withFfmpeg, serverCookie, file, {
        title: 'Une fois',
      });
      expect(created.status).toBe(201);
      const video = (await created.json()) as Video;

      const { page, context } = await newPage(browser, { bypassCSP: true });
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/preview')) sent.push(`${request.method()} ${request.url()}`);
      });
      await signInContext(context, withFfmpeg, serverCookie);
      await openWithBundle(page, withFfmpeg, file);
      const made = await page.evaluate(async (id) => {
        const api = (window as unknown as { filmfolioPreview: FilmfolioPreview }).filmfolioPreview;
        const film = (document.getElementById('film') as HTMLInputElement).files?.[0];
        if (!film) throw new Error('no file');
        return api.makePreviewAfterUpload(api.backend, { id, preview_start: 0 }, film);
      }, video.id);
      expect(made).toBe('server');
      await withFfmpeg.previews.idle();
      // The browser asked where the copy stands, and sent none.
      expect(sent.filter((line) => line.startsWith('PUT'))).toEqual([]);
      expect(sent.some((line) => line.startsWith('GET'))).toBe(true);
      const original = mediaUrl.slice('/media/'.length);
      const copy = readFileSync(join(withFfmpeg.store.mediaDir, previewName(original)));
      // The server's ffmpeg made it: libx264 signs every stream it writes.
      expect(copy.includes('x264 - core')).toBe(true);
      expect(withFfmpeg.store.videos.get(video.id)?.preview_state).toBe('ready');
      await context.close();
    } finally {
      await withFfmpeg.close();
    }
  }, 180_000);
});

describe('a copy the browser was making when the owner left', () => {
  it('is offered again with Créer l’aperçu, which makes it in the browser', async () => {
    // 20 s of 1280x720: long enough to leave the page while it is encoded.
    const file = makeTestFilm(films, 'quitte.mp4', { seconds: 20, width: 1280, height: 720 });
    const { mediaUrl, created } = await saveFilm(server, cookie, file, { title: 'Quitté' });
    const video = (await created.json()) as Video;
    const original = mediaUrl.slice('/media/'.length);

    const { page, context } = await newPage(browser, { bypassCSP: true });
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/preview'))
        puts.push(request.url());
    });
    await signInContext(context, server, cookie);
    const openCard = async () => {
      await page.goto(`${server.url}/`);
      await page.addScriptTag({ content: await previewCardBundle() });
      await page.evaluate(
        (id) => (window as unknown as { filmfolioCard: FilmfolioCard }).filmfolioCard.mount(id),
        video.id,
      );
    };
    const card = page.locator('#card');

    // The upload's copy starts in this tab: the card shows it in preparation, with its progress.
    await openCard();
    await card.getByText(fr.previews.missing).waitFor();
    await chooseFilm(page, file);
    await page.evaluate((id) => {
      const api = (window as unknown as { filmfolioCard: FilmfolioCard }).filmfolioCard;
      const film = (document.getElementById('film') as HTMLInputElement).files?.[0];
      if (!film) throw new Error('no file');
      void api.makePreviewAfterUpload(api.backend, { id, preview_start: 0 }, film);
    }, video.id);
    await card.getByText(fr.previews.preparing).waitFor();
    await card.getByRole('progressbar').waitFor({ state: 'attached' });

    // The owner leaves the page before the copy is sent, and comes back.
    await openCard();
    expect(puts).toEqual([]);
    expect(server.store.videos.get(video.id)?.preview_state).toBe('missing');
    const offer = card.getByRole('button', { name: fr.previews.create });
    await offer.waitFor();
    await card.getByText(fr.previews.missing).waitFor();
    expect(await card.getByText(fr.previews.preparing).count()).toBe(0);

    // Créer l'aperçu: this browser makes it from the stored film, and the card empties once ready.
    await offer.click();
    await card.getByText(fr.previews.preparing).waitFor();
    await expect
      .poll(async () => (await card.textContent())?.trim(), { timeout: 150_000, interval: 500 })
      .toBe('');
    expect(puts).toHaveLength(1);
    expect(server.store.videos.get(video.id)?.preview_state).toBe('ready');
    const copy = readFileSync(join(server.store.mediaDir, previewName(original)));
    expect(copy.includes('x264 - core')).toBe(false);
    await context.close();
  }, 240_000);
});

interface FilmfolioCard {
  backend: unknown;
  mount(id: string): Promise<void>;
  makePreviewAfterUpload(
    backend: unknown,
    video: { id: string; preview_start: number },
    file: Blob,
  ): Promise<string>;
}

interface FilmfolioPreview {
  backend: unknown;
  canEncodePreview(): Promise<boolean>;
  makePreviewAfterUpload(
    backend: unknown,
    video: { id: string; preview_start: number },
    file: Blob,
  ): Promise<string>;
}
