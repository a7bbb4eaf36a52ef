// Real-size films on the landing page and in the players (docs/video-previews.md): three uploads
// of the 45 MB 1080p bench film through the real upload route, their copies made by the server;
// then Lighthouse on the landing page against its no-JavaScript floor, the bytes a phone gets
// opening the player (the 720p copy against the original), and the time headless Chromium takes
// to make the preview copy of the 40 s film with WebCodecs.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import type { AdminClient } from '../../tests/support/harness/admin-client.ts';
import { launchBrowser, newPage } from '../../tests/support/harness/browser.ts';
import {
  browserPreviewBundle,
  chooseFilm,
} from '../../tests/support/harness/browser-preview-bundle.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { countBytes, MB, showCard, startFilmBench, throttledPhone } from './film-bench.ts';
import { describeLanding, measureLanding } from './landing.ts';
import type { BuiltSite } from './site.ts';
import type { BenchRow } from './table.ts';
import { withYtimgStandin } from './ytimg-standin.ts';

const TITLES = ['Film réel 1', 'Film réel 2', 'Film réel 3'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Uploads the film three times and waits until every copy is made and the site shows them. */
async function uploadThree(admin: AdminClient, film: string): Promise<Video[]> {
  const saved: Video[] = [];
  for (const title of TITLES) {
    const { mediaUrl } = await tusUpload(admin, fs.readFileSync(film), { name: 'film.mp4' });
    saved.push(
      await admin.json<Video>('POST', '/api/videos', {
        title,
        url: mediaUrl,
        video_type: 'direct',
      }),
    );
  }
  const ids = new Set(saved.map((v) => v.id));
  for (;;) {
    const list = (await admin.json<Video[]>('GET', '/api/admin/videos')).filter((v) =>
      ids.has(v.id),
    );
    if (list.some((v) => v.preview_state === 'failed')) throw new Error('a copy failed');
    if (list.every((v) => v.preview_state === 'ready' && v.light_url)) {
      const { state } = await admin.json<{ state: string }>('GET', '/api/site-status');
      if (state === 'up_to_date') return list;
    }
    await sleep(1000);
  }
}

/** Video bytes a 390x844 phone at 12 Mb/s receives in `seconds` after opening the player. */
async function playerBytes(
  browser: Browser,
  base: string,
  title: string,
  seconds: number,
  asBefore: string | null,
): Promise<{ bytes: number; played: string }> {
  const { tab, cdp } = await throttledPhone(browser);
  try {
    // Before the lighter copy: its address answered by the original, as the player did.
    if (asBefore) {
      await tab.page.route(/\.light\.mp4$/, (route) =>
        route.continue({ url: `${base}${asBefore}` }),
      );
    }
    const card = await showCard(tab.page, base, title);
    // Only what the player asks for: the previews already playing are not counted.
    const bytes = countBytes(cdp, (response) =>
      /\.light\.mp4$|\/media\/[0-9a-f-]{36}\.mp4$/.test(new URL(response.url).pathname),
    );
    await card.getByRole('button', { name: `${fr.portfolio.play} : ${title}` }).click();
    const player = tab.page.locator('dialog[open] video');
    await player.waitFor();
    const played = await player.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src);
    await sleep(seconds * 1000);
    return { bytes: bytes(), played: new URL(played).pathname };
  } finally {
    await tab.close();
  }
}

/** Seconds headless Chromium takes to make the 40 s film's preview copy (WebCodecs, mediabunny). */
async function browserCopySeconds(browser: Browser, base: string, film: string): Promise<number> {
  const tab = await newPage(browser, { bypassCSP: true });
  try {
    await tab.page.goto(`${base}/`);
    await tab.page.addScriptTag({ content: await browserPreviewBundle() });
    await chooseFilm(tab.page, film);
    return await tab.page.evaluate(async () => {
      const api = (
        window as unknown as {
          filmfolioPreview: {
            canEncodePreview(): Promise<boolean>;
            encodePreview(file: Blob, start: number): Promise<Blob>;
          };
        }
      ).filmfolioPreview;
      const file = (document.getElementById('film') as HTMLInputElement).files?.[0];
      if (!file || !(await api.canEncodePreview())) throw new Error('no WebCodecs H.264 here');
      const started = performance.now();
      const copy = await api.encodePreview(file, 0);
      if (copy.size === 0) throw new Error('empty copy');
      return (performance.now() - started) / 1000;
    }, undefined);
  } finally {
    await tab.close();
  }
}

export interface RealFilmsBench {
  rows: BenchRow[];
  notes: string;
  site: BuiltSite;
  server: ServerProcess;
}

export async function measureRealFilms(
  root: string,
  seedDir: string,
  lighthouseRuns: number,
  playerSeconds = 30,
): Promise<RealFilmsBench> {
  const { dir, film, filmMB, site, server, admin } = await startFilmBench(
    root,
    seedDir,
    'filmfolio-bench-real-',
  );
  const started = performance.now();
  const films = await uploadThree(admin, film);
  console.log(
    `  three films uploaded, copies made: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const lightMB = fs.statSync(path.join(server.dataDir, films[0]?.light_url ?? '')).size / MB;

  const landing = await withYtimgStandin(root, (ytimg) =>
    measureLanding(root, server.url, lighthouseRuns, ytimg, site),
  );
  const browser = await launchBrowser();
  try {
    const title = TITLES[0] ?? '';
    const before = await playerBytes(
      browser,
      server.url,
      title,
      playerSeconds,
      films[0]?.url ?? '',
    );
    const after = await playerBytes(browser, server.url, title, playerSeconds, null);
    const encode = await browserCopySeconds(browser, server.url, film);
    fs.rmSync(dir, { recursive: true, force: true });
    const lighthouse = landing.rows
      .filter((r) => / (LCP|TBT|performance score) /.test(r.measure))
      .map((r) => ({
        ...r,
        measure: r.measure.replace('landing ', 'landing, three 45 MB uploads, '),
      }));
    return {
      site,
      server,
      notes: `${describeLanding(landing)}\nplayer on a phone played ${after.played} (before: ${before.played})`,
      rows: [
        ...lighthouse,
        {
          measure: `phone (390x844, 12 Mb/s) video bytes in ${playerSeconds} s after opening the player`,
          unit: 'MB',
          ours: after.bytes / MB,
          reference: before.bytes / MB,
          against: `the player on the ${filmMB.toFixed(1)} MB original`,
        },
        {
          measure: 'the 720p copy of the 40 s 1080p film',
          unit: 'MB',
          ours: lightMB,
          reference: filmMB,
          against: 'the original',
        },
        {
          measure: 'headless Chromium: preview copy of the 40 s 1080p film (WebCodecs)',
          unit: 's',
          ours: encode,
          reference: 120,
          against: 'goal: at most 120 s',
        },
      ],
    };
  } finally {
    await browser.close();
  }
}
