// The player's lighter copy in Chromium (docs/video-previews.md): the real player dialog, opened
// as the baked grid opens it, plays a film's 720p copy in a phone-wide window and the original in
// a wide one, and requests only the one it plays. The files are real: a 1080p film and the copy
// the server's ffmpeg line makes of it (server/media/light-copy.ts).
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLightCopy } from '../../server/media/light-copy.ts';
import type { Video } from '../../src/lib/video.ts';
import { lightName } from '../../src/lib/video-preview-light.ts';
import { makeVideo } from '../support/data/make-video.ts';
import { makeTestFilm } from '../support/data/test-film.ts';
import { type AdminTestServer, startAdminTestServer } from '../support/harness/admin-app.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { playerDialogBundle } from '../support/harness/browser-preview-bundle.ts';

const NAME = '2c6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
let server: AdminTestServer;
let browser: Browser;
let film: Video;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAdminTestServer(), launchBrowser()]);
  mkdirSync(server.store.mediaDir, { recursive: true });
  makeTestFilm(server.store.mediaDir, NAME, { seconds: 3, width: 1920, height: 1080 });
  const made = await makeLightCopy(server.store.mediaDir, NAME, () => true);
  expect(made?.state).toBe('ready');
  // A visible film row, so /media/ serves its files to a visitor.
  const created = server.store.videos.create({
    title: 'Grand format',
    url: `/media/${NAME}`,
    video_type: 'direct',
  });
  film = makeVideo({
    ...created,
    id: created.id,
    url: `/media/${NAME}`,
    video_type: 'direct',
    light_url: `/media/${lightName(NAME)}`,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function played(width: number, height: number) {
  // The bundle is injected as an inline script: the test page's CSP would refuse it.
  const tab = await newPage(browser, { viewport: { width, height }, bypassCSP: true });
  try {
    await tab.page.goto(`${server.url}/`);
    await tab.page.addScriptTag({ content: await playerDialogBundle() });
    await tab.page.evaluate(
      (video) =>
        (window as unknown as { filmfolioDialog: { open(v: unknown): void } }).filmfolioDialog.open(
          video,
        ),
      film,
    );
    const player = tab.page.locator('dialog[open] video');
    await player.waitFor();
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const source = new URL(await player.evaluate((v: HTMLVideoElement) => v.currentSrc)).pathname;
    const asked = tab.requests
      .map((url) => new URL(url).pathname)
      .filter((p) => p.startsWith('/media/'));
    return { source, asked: [...new Set(asked)] };
  } finally {
    await tab.close();
  }
}

describe('the player and the lighter copy', () => {
  it('plays the 720p copy on a 390x844 phone, and never asks for the original', async () => {
    const phone = await played(390, 844);
    expect(phone.source).toBe(film.light_url);
    expect(phone.asked).toEqual([film.light_url]);
  });

  it('plays the original in a wide window', async () => {
    const wide = await played(1280, 900);
    expect(wide.source).toBe(film.url);
    expect(wide.asked).toEqual([film.url]);
  });
});
