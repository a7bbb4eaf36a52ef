// What the real-film benches share (previews.ts, previews-real.ts): the 45 MB 1080p bench film,
// a site served with the admin account signed in, and a phone on a throttled network that counts
// the video bytes it receives.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { AdminClient } from '../../tests/support/harness/admin-client.ts';
import { type GuardedPage, newPage } from '../../tests/support/harness/browser.ts';
import { ADMIN_ENV } from '../../tests/support/harness/credentials.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { type BuiltSite, buildSite, serveSite } from './site.ts';

/** A phone's screen in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

export const MB = 1_000_000;
/** 12 Mb/s down, as the phone. */
const THROTTLE = {
  offline: false,
  latency: 40,
  downloadThroughput: 1_500_000,
  uploadThroughput: 750_000,
};

/** The bench film: 1080p, 40 s, about 45 MB, noise over a moving pattern (fine detail). */
function makeBenchFilm(dir: string, seconds = 40): string {
  const file = path.join(dir, 'film-1080p.mp4');
  execFileSync(
    'ffmpeg',
    [
      ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi'],
      ...['-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`],
      ...['-vf', 'noise=alls=14:allf=t+u', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-b:v', '8800k', '-maxrate', '8800k', '-bufsize', '8800k', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', file],
    ],
    { stdio: 'ignore' },
  );
  return file;
}

export interface FilmBench {
  /** The temporary folder of the film; the bench removes it once measured. */
  dir: string;
  film: string;
  filmMB: number;
  site: BuiltSite;
  server: ServerProcess;
  admin: AdminClient;
}

/** Makes the bench film, builds the site from `seedDir`, serves it and signs the admin in. */
export async function startFilmBench(
  root: string,
  seedDir: string,
  tmpPrefix: string,
): Promise<FilmBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const film = makeBenchFilm(dir);
  const filmMB = fs.statSync(film).size / MB;
  const site = buildSite(root, seedDir);
  const server = await serveSite(site, ADMIN_ENV);
  const admin = new AdminClient(server.url);
  await admin.signIn();
  return { dir, film, filmMB, site, server, admin };
}

/** A 390x844 phone tab on the throttled network, with its DevTools session. */
export async function throttledPhone(
  browser: Browser,
): Promise<{ tab: GuardedPage; cdp: CDPSession }> {
  const tab = await newPage(browser, { viewport: PHONE, deviceScaleFactor: 3 });
  const cdp = await tab.context.newCDPSession(tab.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  return { tab, cdp };
}

/** Bytes received on the wire, from now on, for the responses `counts` accepts. */
export function countBytes(
  cdp: CDPSession,
  counts: (response: { url: string; mimeType: string }) => boolean,
): () => number {
  const media = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (counts(event.response)) media.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (media.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** Opens the landing page and scrolls the card of the film titled `title` into view. */
export async function showCard(page: Page, base: string, title: string): Promise<Locator> {
  await page.goto(`${base}/`, { waitUntil: 'load' });
  const card = page.locator('#portfolio article').filter({ hasText: title }).first();
  await card.scrollIntoViewIfNeeded();
  return card;
}
