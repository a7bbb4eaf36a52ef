// Preview copies measured with a real-size film (docs/video-previews.md): a 1080p film of 40 s
// and about 45 MB with fine moving detail, made with ffmpeg here only, uploaded through the real
// upload route and saved; then what a phone receives with the film in view, what the server
// spent making its copy, and whether anything asks for the original before a player opens.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { previewArgs } from '../../server/media/ffmpeg-preview.ts';
import { mediaNameOf } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { excerptOf, previewName } from '../../src/lib/video-preview.ts';
import { AdminClient } from '../../tests/support/admin-client.ts';
import { type GuardedPage, launchBrowser, newPage } from '../../tests/support/browser.ts';
import { ADMIN_ENV } from '../../tests/support/credentials.ts';
import type { ServerProcess } from '../../tests/support/server-process.ts';
import { tusUpload } from '../../tests/support/tus-upload.ts';
import { PHONE } from './first-screen-images.ts';
import { residentBytes, sampleResident } from './memory.ts';
import { type BuiltSite, buildSite, serveSite } from './site.ts';
import type { BenchRow } from './table.ts';

const MB = 1_000_000;
/** 12 Mb/s down, as the phone. */
const THROTTLE = {
  offline: false,
  latency: 40,
  downloadThroughput: 1_500_000,
  uploadThroughput: 750_000,
};

/** The bench film: 1080p, 40 s, about 45 MB, noise over a moving pattern (fine detail). */
export function makeBenchFilm(dir: string, seconds = 40): string {
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

/** User and system CPU seconds and peak memory of one ffmpeg run of the server's own line. */
function ffmpegCost(input: string, dir: string): { cpu: number; maxRssMB: number } {
  const output = path.join(dir, 'cost.mp4');
  const args = previewArgs(input, output, excerptOf(0, 40));
  // GNU time prints "user system maxKB" as the last line of stderr.
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S %M', 'ffmpeg', ...args], {
    encoding: 'utf8',
  });
  const [user, system, maxKb] = (run.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  if (run.status !== 0 || maxKb === undefined) throw new Error(`ffmpeg failed: ${run.stderr}`);
  return { cpu: (user ?? 0) + (system ?? 0), maxRssMB: (maxKb * 1024) / MB };
}

/** Video bytes (as received on the wire) the page loads in `seconds` with the card in view. */
async function phoneVideoBytes(
  browser: Browser,
  url: string,
  title: string,
  seconds: number,
  original: string | null,
): Promise<{ bytes: number; tab: GuardedPage }> {
  const tab = await newPage(browser, { viewport: PHONE, deviceScaleFactor: 3 });
  // The grid before preview copies: the preview's address answered by the original.
  if (original) {
    await tab.page.route(/\.preview\.mp4$/, (route) =>
      route.continue({ url: `${url}${original}` }),
    );
  }
  const cdp: CDPSession = await tab.context.newCDPSession(tab.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  const media = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (/^video\//.test(event.response.mimeType)) media.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (media.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await tab.page.goto(`${url}/`, { waitUntil: 'load' });
  const card = tab.page.locator('#portfolio article').filter({ hasText: title }).first();
  await card.scrollIntoViewIfNeeded();
  await tab.page.waitForTimeout(seconds * 1000);
  return { bytes, tab };
}

export interface PreviewBench {
  rows: BenchRow[];
  site: BuiltSite;
  server: ServerProcess;
}

/** Every preview row in one run; the caller kills the server and removes the site. */
export async function measurePreviews(
  root: string,
  seedDir: string,
  seconds = 90,
): Promise<PreviewBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-bench-film-'));
  const film = makeBenchFilm(dir);
  const filmMB = fs.statSync(film).size / MB;
  const site = buildSite(root, seedDir);
  const server = await serveSite(site, ADMIN_ENV);
  const admin = new AdminClient(server.url);
  await admin.signIn();
  const { mediaUrl } = await tusUpload(admin, fs.readFileSync(film), { name: 'film.mp4' });
  await new Promise((r) => setTimeout(r, 1000));
  const idle = residentBytes(server.pid);
  const sampler = sampleResident(server.pid);
  const started = performance.now();
  const saved = await admin.json<Video>('POST', '/api/videos', {
    title: 'Film 1080p',
    url: mediaUrl,
    video_type: 'direct',
  });
  let ready: Video | undefined;
  while (!ready) {
    await new Promise((r) => setTimeout(r, 250));
    const list = await admin.json<Video[]>('GET', '/api/admin/videos');
    const row = list.find((v) => v.id === saved.id);
    if (row?.preview_state === 'failed') throw new Error('the server could not make the copy');
    if (row?.preview_state === 'ready') ready = row;
  }
  const makeSeconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  // The rebuild after the copy: the landing page names it once the site is up to date.
  for (;;) {
    const { state } = await admin.json<{ state: string }>('GET', '/api/site-status');
    if (state === 'up_to_date') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const name = mediaNameOf(mediaUrl) ?? '';
  const previewMB = fs.statSync(path.join(server.dataDir, 'media', previewName(name))).size / MB;
  const cost = ffmpegCost(film, dir);

  const browser = await launchBrowser();
  try {
    const before = await phoneVideoBytes(browser, server.url, 'Film 1080p', seconds, mediaUrl);
    await before.tab.close();
    const after = await phoneVideoBytes(browser, server.url, 'Film 1080p', seconds, null);
    const originals = after.tab.requests.filter((u) => new URL(u).pathname === mediaUrl).length;
    await after.tab.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      site,
      server,
      rows: [
        {
          measure: `phone video bytes in ${seconds} s, 1080p film in view (12 Mb/s)`,
          unit: 'MB',
          ours: after.bytes / MB,
          reference: before.bytes / MB,
          against: `the grid playing the ${filmMB.toFixed(1)} MB original`,
        },
        {
          measure: 'requests for the original before a player opens',
          unit: 'count',
          ours: originals,
          reference: 0,
          against: 'goal: none',
        },
        {
          measure: 'preview copy of the 40 s 1080p film',
          unit: 'MB',
          ours: previewMB,
          reference: 1.5,
          against: 'goal: at most 1.5 MB',
        },
        {
          measure: 'server: save to preview ready (ffmpeg, one thread)',
          unit: 's',
          ours: makeSeconds,
          reference: 40,
          against: "the film's own length",
        },
        {
          measure: 'ffmpeg CPU for the copy (same line, run apart)',
          unit: 's',
          ours: cost.cpu,
          reference: 40,
          against: "the film's own length",
        },
        {
          measure: 'ffmpeg peak memory for the copy',
          unit: 'MB',
          ours: cost.maxRssMB,
          reference: filmMB,
          against: 'the film file',
        },
        {
          measure: 'server peak RSS while the copy is made − idle',
          unit: 'MB',
          ours: (peak - idle) / MB,
          reference: filmMB,
          against: 'the film file',
        },
      ],
    };
  } finally {
    await browser.close();
  }
}
