// `node scripts/lab/run.ts --<mode>`: investigations, not part of `npm run bench` (docs/bench.md).
// --breakdown: the landing page's main-thread traces (7 loads of each page, --trace-runs=N);
// --beacon: the landing page with its audience beacon against the same page without it;
// --images: stored images and their variants (first-screen bytes, LCP);
// --growth: 70 films against 7, YouTube thumbnails copied to /media, one reorder of 200 films;
// --previews: one real-size uploaded film and its preview copy. --quick: one run each, briefly.
import path from 'node:path';
import { seedDataDir } from '../bench/content.ts';
import { describeLanding, measureLanding } from '../bench/landing.ts';
import { measureReorder } from '../bench/reorder.ts';
import {
  adopt,
  built,
  DEMO_VIDEOS,
  loadAverage,
  QUICK,
  ROOT,
  served,
  session,
  step,
  writeRun,
} from '../bench/session.ts';
import { type BenchRow, renderTable } from '../bench/table.ts';
import { withYtimgStandin } from '../bench/ytimg-standin.ts';
import { measureBeacon } from './beacon.ts';
import {
  type BreakdownResult,
  breakdownRows,
  describeBreakdown,
  measureBreakdown,
  traceRuns,
} from './breakdown.ts';
import { measureFirstScreenImages } from './first-screen-images.ts';
import { measureGrowth } from './growth.ts';
import { storeRealisticImages } from './image-content.ts';
import { measurePreviews } from './previews.ts';
import { measureSameOriginThumbnails } from './thumbnails.ts';

const mode = (name: string) => process.argv.includes(`--${name}`);
// Seven loads of each page: the floor's blocking time (the bare page's above all) moves from 10 to
// 240 ms between loads on this machine, and a median of three was not enough to read a ratio on.
const TRACE_RUNS = traceRuns(process.argv, QUICK ? 1 : 7);
const RUNS = QUICK ? 1 : 3;

function breakdownJson(result: BreakdownResult) {
  return {
    label: result.label,
    pages: result.pages.map((p) => ({
      page: p.page,
      medians: p.groups,
      total: p.total,
      blockingTime: p.blockingTime,
      domNodes: p.domNodes,
      work: p.work,
      longTasks: p.runs.map((r) => r.breakdown.longTasks),
    })),
  };
}

/**
 * Where the landing page's main-thread time goes (traces at 4x): the seeded site with the
 * i.ytimg.com stand-in, and the demo as `npm start` serves it offline, its thumbnails failing.
 */
async function breakdowns(): Promise<void> {
  const started = Date.now();
  const server7 = await served(built(seedDataDir(7, ROOT)));
  const demo = await served(built(seedDataDir(DEMO_VIDEOS, ROOT)));
  const results = await withYtimgStandin(ROOT, async (ytimg) => {
    const all: BreakdownResult[] = [];
    for (const [label, url, flags] of [
      ['seeded site, i.ytimg.com stand-in', server7.url, ytimg.chromeFlags],
      ['demo as npm start serves it, offline', demo.url, []],
    ] as const) {
      step(
        `traces: landing page (${label}), ${TRACE_RUNS} loads of 3 pages; load ${loadAverage()}`,
      );
      all.push(await measureBreakdown(url, TRACE_RUNS, flags, label));
    }
    return all;
  });
  const rows = results.flatMap(breakdownRows);
  console.log(`\n${renderTable(rows)}\n`);
  for (const b of results) console.log(`${describeBreakdown(b)}\n`);
  writeRun('breakdown.json', started, rows, { extra: { breakdowns: results.map(breakdownJson) } });
}

async function beacon(): Promise<void> {
  const started = Date.now();
  const server7 = await served(built(seedDataDir(7, ROOT)));
  const rows = await withYtimgStandin(ROOT, (ytimg) => {
    step('Lighthouse: landing page with and without the audience beacon');
    return measureBeacon(ROOT, server7.url, QUICK ? 3 : 5, ytimg.chromeFlags);
  });
  console.log(`\n${renderTable(rows)}\n`);
  writeRun('beacon.json', started, rows);
}

async function images(): Promise<void> {
  const started = Date.now();
  const imagesDir = seedDataDir(7, ROOT);
  await storeRealisticImages(imagesDir, ROOT);
  const site = built(imagesDir);
  const server = await served(site);
  step('Chromium: first-screen image bytes on a phone, variants against originals');
  const imageRows = await measureFirstScreenImages(server.url);
  step('Lighthouse: landing page with stored images, with and without JavaScript');
  const landing = await measureLanding(ROOT, server.url, QUICK ? 1 : 5, null, site);
  const rows = [
    ...imageRows,
    ...landing.rows.filter((r) => / (LCP|performance score|total bytes) /.test(r.measure)),
  ];
  console.log(`\n${renderTable(rows)}\n\n${describeLanding(landing)}\n`);
  writeRun('images.json', started, rows);
}

async function growth(): Promise<void> {
  const started = Date.now();
  const rows: BenchRow[] = [];
  const site7 = built(seedDataDir(7, ROOT));
  const thumbnail = path.join(ROOT, 'demo/media/fractale-nocturne.jpg');
  const local = built(seedDataDir(7, ROOT, { sameOriginThumbnail: thumbnail }));
  const [server7, server70, serverLocal] = [
    await served(site7),
    await served(built(seedDataDir(70, ROOT))),
    await served(local),
  ];
  await withYtimgStandin(ROOT, async (ytimg) => {
    const flags = ytimg.chromeFlags;
    step('Lighthouse: landing page, 7 films');
    const landing = await measureLanding(ROOT, server7.url, RUNS, ytimg, site7);
    step('Lighthouse: 70 films, and YouTube thumbnails copied to /media');
    rows.push(...(await measureGrowth(ROOT, server70.url, landing.ours, RUNS, flags)));
    rows.push(
      ...(await measureSameOriginThumbnails(ROOT, serverLocal.url, landing.ours, RUNS, flags)),
    );
  });
  step('reorder 200 videos');
  rows.push(await measureReorder(ROOT, await served(built(seedDataDir(200, ROOT)))));
  console.log(`\n${renderTable(rows)}\n`);
  writeRun('growth.json', started, rows);
}

async function previews(): Promise<void> {
  const started = Date.now();
  step('preview copies: a 45 MB 1080p film uploaded, its copy, a phone in 90 s (twice)');
  const bench = await measurePreviews(ROOT, seedDataDir(7, ROOT), QUICK ? 20 : 90);
  adopt(bench.site, bench.server);
  console.log(`\n${renderTable(bench.rows)}\n`);
  writeRun('previews.json', started, bench.rows);
}

const modes = { breakdown: breakdowns, beacon, images, growth, previews };
const chosen = Object.entries(modes).find(([name]) => mode(name));
if (!chosen) {
  console.error(
    `say what to investigate: ${Object.keys(modes)
      .map((m) => `--${m}`)
      .join(', ')}`,
  );
  process.exit(2);
}
await session(chosen[1]);
