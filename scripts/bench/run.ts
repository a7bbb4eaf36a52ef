// `npm run bench`: the measures that decide something, each beside its floor in one run: the
// landing page against its JavaScript-off floor, real films (previews), upload, the API under
// load, the rebuild. Investigations (traces, breakdowns, the rewriting proxy) are in scripts/lab/
// (docs/bench.md).
import os from 'node:os';
import { measureApi } from './api-load.ts';
import { buildTimeRows } from './build-time.ts';
import { seedDataDir } from './content.ts';
import { describeLanding, measureLanding } from './landing.ts';
import { measureRealFilms } from './previews-real.ts';
import { measureRegenerate } from './regenerate.ts';
import {
  adopt,
  built,
  DEMO_VIDEOS,
  QUICK,
  ROOT,
  served,
  session,
  step,
  writeRun,
} from './session.ts';
import { type BenchRow, renderTable } from './table.ts';
import { measureUpload } from './upload.ts';
import { withYtimgStandin } from './ytimg-standin.ts';

// --landing: only the landing page against its JavaScript-off floor (the front-end loop).
const LANDING_ONLY = process.argv.includes('--landing');
// --real-films: only the three 45 MB uploads: Lighthouse, the phone's player, the browser's copy.
const REAL_FILMS_ONLY = process.argv.includes('--real-films');
// Five runs each: the landing goals are read on medians and on how many runs score 100.
const LANDING_RUNS = QUICK ? 1 : 5;

/** The landing page, seeded (i.ytimg.com stand-in) and the demo offline, against its floor. */
async function landingRows(): Promise<BenchRow[]> {
  step(`building the site with 7 videos, and the demo (${DEMO_VIDEOS})`);
  const site7 = built(seedDataDir(7, ROOT));
  const demo = built(seedDataDir(DEMO_VIDEOS, ROOT));
  const [server7, demoServer] = [await served(site7), await served(demo)];
  return withYtimgStandin(ROOT, async (ytimg) => {
    step(`Lighthouse: landing page, with and without JavaScript, ${LANDING_RUNS} runs each`);
    const seeded = await measureLanding(ROOT, server7.url, LANDING_RUNS, ytimg, site7);
    step(`Lighthouse: the demo offline, with and without JavaScript, ${LANDING_RUNS} runs each`);
    const offline = await measureLanding(ROOT, demoServer.url, LANDING_RUNS, 'offline', demo);
    console.log(`\nseeded site:\n${describeLanding(seeded)}\n`);
    console.log(`demo offline:\n${describeLanding(offline)}\n`);
    return [...seeded.rows, ...offline.rows];
  });
}

async function realFilmRows(): Promise<BenchRow[]> {
  step('real films: three 45 MB uploads, Lighthouse, the player on a phone, the browser copy');
  const bench = await measureRealFilms(ROOT, seedDataDir(7, ROOT), LANDING_RUNS);
  adopt(bench.site, bench.server);
  console.log(`\n${bench.notes}\n`);
  return bench.rows;
}

/** Upload, the API under load and the rebuild, on one 7-video site; build time against 200. */
async function serverRows(): Promise<BenchRow[]> {
  step('building the site with 7 and 200 videos');
  const site7 = built(seedDataDir(7, ROOT));
  const site200 = built(seedDataDir(200, ROOT));
  const server7 = await served(site7);
  step('API under load');
  const api = await measureApi(server7.url, QUICK ? 2 : 10);
  step('upload 50 MB');
  const upload = await measureUpload(server7);
  step('edit to static HTML');
  const rebuild = await measureRegenerate(server7, site7.seconds);
  return [...api, ...upload, rebuild, ...buildTimeRows(site200.seconds, site7.seconds)];
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const rows = LANDING_ONLY
    ? await landingRows()
    : REAL_FILMS_ONLY
      ? await realFilmRows()
      : [...(await landingRows()), ...(await realFilmRows()), ...(await serverRows())];
  console.log(`\n${renderTable(rows)}\n`);
  const name = LANDING_ONLY ? 'landing.json' : REAL_FILMS_ONLY ? 'real-films.json' : 'latest.json';
  writeRun(name, started, rows, { loadBefore });
}

await session(main);
