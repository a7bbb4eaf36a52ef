// What every bench or lab command shares: built sites and servers stopped at the end, steps
// printed with the time, and one JSON file per run with the machine's load beside the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { type BuiltSite, buildSite, serveSite } from './site.ts';
import { type BenchRow, ratio } from './table.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** --quick: one Lighthouse run per page and short load phases, to check the bench itself. */
export const QUICK = process.argv.includes('--quick');
/** The demo catalogue as `npm start` shows it: all its videos, YouTube thumbnails unreachable. */
export const DEMO_VIDEOS = 8;

const servers: ServerProcess[] = [];
const sites: BuiltSite[] = [];

export function step(name: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${name}`);
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function machine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    memoryGB: Math.round(os.totalmem() / 1e9),
    node: process.version,
    // Other work on this shared machine weighs on every Lighthouse figure: say how busy it was.
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/** Builds the site from a data folder into a private dist/; removed with the others at the end. */
export function built(dataDir: string): BuiltSite {
  const site = buildSite(ROOT, dataDir);
  sites.push(site);
  return site;
}

/** Serves a built site on 127.0.0.1; stopped with the others at the end. */
export async function served(site: BuiltSite): Promise<ServerProcess> {
  const server = await serveSite(site);
  servers.push(server);
  return server;
}

/** Stops with the others at the end a site and server a measure started itself. */
export function adopt(site: BuiltSite, server: ServerProcess): void {
  sites.push(site);
  servers.push(server);
}

interface RunOptions {
  /** Keys the mode adds after its rows (breakdowns, landing). */
  extra?: object;
  /** The load average at the start: printed against the present one, and kept with the machine. */
  loadBefore?: number[];
}

/** Writes bench/results/<name> for a mode started at `started`, and says it is done. */
export function writeRun(
  name: string,
  started: number,
  rows: readonly BenchRow[],
  { extra = {}, loadBefore }: RunOptions = {},
): void {
  const rounded = loadBefore?.map((l) => Number(l.toFixed(2)));
  if (loadBefore) {
    console.log(
      `load average: before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, now ${loadAverage()}`,
    );
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const result = {
    date: new Date().toISOString(),
    machine: rounded ? { ...machine(), loadAverageBefore: rounded } : machine(),
    seconds,
    quick: QUICK,
    rows: rows.map((r) => ({ ...r, ratio: ratio(r) })),
    ...extra,
  };
  const resultsDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, name), `${JSON.stringify(result, null, 2)}\n`);
  step(`done in ${seconds} s; bench/results/${name} written`);
}

/** Runs one command's measures, then stops every server and removes every site it made. */
export async function session(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } finally {
    for (const server of servers) await server.kill('SIGTERM');
    for (const site of sites) {
      fs.rmSync(site.home, { recursive: true, force: true });
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }
  }
}
