// Issue 34, point 8: an uploaded film's address opened in a tab of its own (shared, or "open in a
// new tab") plays in Chromium's own video document, while the file stays sandboxed: no script,
// no plugin, no frame can run from it (server/http/security-headers.ts, MEDIA_CSP).
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestFilm } from '../support/data/test-film.ts';
import { type AdminTestServer, startAdminTestServer } from '../support/harness/admin-app.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';

const NAME = '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b.mp4';
let server: AdminTestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAdminTestServer(), launchBrowser()]);
  mkdirSync(server.store.mediaDir, { recursive: true });
  makeTestFilm(server.store.mediaDir, NAME, { seconds: 3, width: 320, height: 240, audio: false });
  // A visible film row, so /media/ serves the file to a visitor.
  server.store.videos.create({ title: 'Plein écran', url: `/media/${NAME}`, video_type: 'direct' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('plays a film opened at its own address, under the sandboxed media policy', async () => {
  const tab = await newPage(browser);
  const refused: string[] = [];
  tab.page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) refused.push(message.text());
  });
  try {
    const answer = await tab.page.goto(`${server.url}/media/${NAME}`);
    // Still sandboxed, scripts never allowed.
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/(^|;\s*)sandbox( allow-same-origin)?(;|$)/);
    expect(policy).not.toContain('allow-scripts');
    const video = tab.page.locator('video');
    await video.waitFor({ state: 'attached', timeout: 10_000 });
    // Frames decoded and time moving: the document's own media loaded and plays.
    await expect
      .poll(
        () =>
          video.evaluate((element: HTMLVideoElement) => ({
            width: element.videoWidth,
            error: element.error?.code ?? 0,
          })),
        { timeout: 10_000 },
      )
      .toEqual({ width: 320, error: 0 });
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.2);
    expect(refused).toEqual([]);
  } finally {
    await tab.close();
  }
}, 60_000);
