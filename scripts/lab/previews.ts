// Preview copies measured with a real-size film (docs/video-previews.md): a 1080p film of 40 s
// and about 45 MB with fine moving detail, made with ffmpeg here only, uploaded through the real
// upload route and saved; then what a phone receives with the film in view, what the server
// spent making its copy, and whether anything asks for the original before a player opens.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { previewArgs } from '../../server/media/ffmpeg-preview.ts';
import { mediaNameOf } from '../../src/lib/media.ts';
import type { Video } from '../../src/lib/video.ts';
import { excerptOf, previewName } from '../../src/lib/video-preview.ts';
import { type GuardedPage, launchBrowser } from '../../tests/support/harness/browser.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { countBytes, MB, showCard, startFilmBench, throttledPhone } from '../bench/film-bench.ts';
import { residentBytes, sampleResident } from '../bench/memory.ts';
import type { BuiltSite } from '../bench/site.ts';
import type { BenchRow } from '../bench/table.ts';

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
  const { tab, cdp } = await throttledPhone(browser);
  // The grid before preview copies: the preview's address answered by the original.
  if (original) {
    await tab.page.route(/\.preview\.mp4$/, (route) =>
      route.continue({ url: `${url}${original}` }),
    );
  }
  const bytes = countBytes(cdp, (response) => /^video\//.test(response.mimeType));
  await showCard(tab.page, url, title);
  await tab.page.waitForTimeout(seconds * 1000);
  return { bytes: bytes(), tab };
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
  const { dir, film, filmMB, site, server, admin } = await startFilmBench(
    root,
    seedDir,
    'filmfolio-bench-film-',
  );
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
