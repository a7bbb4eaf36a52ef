// `node scripts/lab/after-paint.ts [--runs=N]`: does requesting the `*.after-paint.ts` scripts
// after the first paint still pay? Lighthouse (mobile, simulated throttling) on the landing page
// as built, against the same build whose loader is replaced by the scripts it requests, named in
// the HTML at low priority (where the loader stood). Runs alternate, medians with min–max; the
// 7-film bench site with the i.ytimg.com stand-in. Conclusions: docs/landing-performance.md.
import fs from 'node:fs';
import path from 'node:path';
import { AFTER_PAINT_ATTRIBUTE } from '../../src/lib/after-paint.ts';
import { seedDataDir } from '../bench/content.ts';
import { lighthouseRuns, type PageFigures } from '../bench/lighthouse.ts';
import { buildSite, serveSite } from '../bench/site.ts';
import { median, range } from '../bench/table.ts';
import { withYtimgStandin } from '../bench/ytimg-standin.ts';
import { type FcpGraph, fcpGraph, scriptsOnFcpPath } from './lantern-paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
const LOADER = new RegExp(
  `<script type="module" ${AFTER_PAINT_ATTRIBUTE}="([^"]+)">[^<]*</script>`,
);

/** The page with its after-paint scripts named in the HTML at low priority instead. */
export function withoutLoader(html: string): string {
  return html.replace(LOADER, (_tag, list: string) =>
    list
      .split(' ')
      .map((src) => `<script type="module" fetchpriority="low" src="${src}"></script>`)
      .join(''),
  );
}

const asBuilt = buildSite(ROOT, seedDataDir(7, ROOT));
const named = buildSite(ROOT, seedDataDir(7, ROOT));
const index = path.join(named.home, 'dist/index.html');
fs.writeFileSync(index, withoutLoader(fs.readFileSync(index, 'utf8')));
const servers = [await serveSite(asBuilt), await serveSite(named)];
try {
  const figures: Record<'loader' | 'named', PageFigures[]> = { loader: [], named: [] };
  const graphs: Record<'loader' | 'named', FcpGraph[]> = { loader: [], named: [] };
  await withYtimgStandin(ROOT, async (ytimg) => {
    for (let i = 0; i < RUNS; i++) {
      for (const [side, server] of [
        ['loader', servers[0]],
        ['named', servers[1]],
      ] as const) {
        const inspect = async (dir: string) => {
          graphs[side].push(await fcpGraph(dir));
        };
        const [run] = await lighthouseRuns(ROOT, `${server?.url}/`, 1, ytimg.chromeFlags, inspect);
        if (run) figures[side].push(run.figures);
        console.log(`run ${i + 1} ${side}: score ${run?.figures.score} FCP ${run?.figures.fcp}`);
      }
    }
  });
  for (const key of ['score', 'fcp', 'lcp', 'tbt', 'speedIndex'] as const) {
    const line = (side: 'loader' | 'named') => {
      const values = figures[side].map((f) => Math.round(f[key]));
      return `${median(values)} (${range(values).join('–')})`;
    };
    console.log(
      `${key}: after-paint loader ${line('loader')}; named, low priority ${line('named')}`,
    );
  }
  for (const side of ['loader', 'named'] as const) {
    const paths = scriptsOnFcpPath(graphs[side]);
    const runs = paths.filter((scripts) => scripts.length > 0).length;
    console.log(`${side}: ${runs} of ${paths.length} runs had a script in Lantern's FCP graph`);
  }
} finally {
  for (const server of servers) await server.kill('SIGTERM');
  for (const site of [asBuilt, named]) {
    fs.rmSync(site.home, { recursive: true, force: true });
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}
