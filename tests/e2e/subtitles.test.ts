// Subtitle files in Chromium (issue 32 point 5, docs/subtitles.md): an uploaded demo film given a
// French and an English WebVTT through the API plays on its rebuilt film page with both tracks,
// the page's language (French) showing; axe finds nothing serious on that page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../src/lib/video.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

const FR = 'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nBonjour.\n';
const EN = '1\n00:00:00,000 --> 00:00:30,000\nHello.\n';

let server: StartedServer;
let browser: Browser;
let film: Video;

async function sendSubtitles(
  client: AdminClient,
  id: string,
  name: string,
  text: string,
  lang: string,
) {
  const query = new URLSearchParams({ language: lang, kind: 'subtitles', name });
  const answer = await client.raw('POST', `/api/videos/${id}/subtitles?${query}`, text, 'text/vtt');
  expect(answer.status).toBe(201);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const client = new AdminClient(server.url);
  await client.signIn();
  const uploaded = (await client.list()).find((video) => video.video_type === 'direct');
  if (!uploaded?.slug) throw new Error('no uploaded demo film');
  await sendSubtitles(client, uploaded.id, 'fr.vtt', FR, 'fr');
  await sendSubtitles(client, uploaded.id, 'en.srt', EN, 'en');
  film = uploaded;
  // The machine the suite runs on may be busy: the rebuild gets five minutes.
  await client.waitForRebuilt(`/films/${film.slug}/`, 300_000);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('subtitles on a film page', () => {
  it("plays both tracks, the page's language showing, and passes axe", async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await tab.page.goto(`${server.url}/films/${film.slug}/`);
      const player = tab.page.locator('video[data-stat-film]');
      await player.waitFor();
      const tracks = () =>
        player.evaluate((video: HTMLVideoElement) =>
          [...video.textTracks].map((track) => [
            track.language,
            track.kind,
            track.label,
            track.mode,
          ]),
        );
      await expect.poll(tracks, { timeout: 20_000 }).toEqual([
        ['en', 'subtitles', 'English', 'disabled'],
        ['fr', 'subtitles', 'Français', 'showing'],
      ]);
      // The showing track's cues were fetched and read from the stored WebVTT.
      await expect
        .poll(
          () =>
            player.evaluate((video: HTMLVideoElement) => {
              const shown = [...video.textTracks].find((track) => track.mode === 'showing');
              const cue = shown?.cues?.[0];
              return cue instanceof VTTCue ? cue.text : null;
            }),
          { timeout: 20_000 },
        )
        .toBe('Bonjour.');
      expect(await seriousViolations(tab.page)).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
