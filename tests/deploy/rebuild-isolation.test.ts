// Issue 20, point 1: a rebuild works in a folder of its own. Two rebuilds at once from one
// read-only checkout, as an unprivileged user, with data folders outside it (one whose path
// starts with the checkout's, the case where Astro put its bundle in the data folder where it
// could not find its packages) both succeed and leave the checkout untouched.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AS_ROOT,
  finished,
  makeWritable,
  readOnlyCheckout,
  serviceFolder,
  spawnAsService,
} from '../support/harness/deploy-checkout.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const parent = makeTempDir('filmfolio-deploy-');
afterAll(() => {
  makeWritable(parent);
  rmSync(parent, { recursive: true, force: true });
});

/** What `npm run restore` runs after a restore: one rebuild of DATA_DIR into DATA_DIR/site. */
const REBUILD = `
const { rebuildSite } = await import(process.cwd() + '/server/ops/rebuild-site.ts');
process.exit((await rebuildSite(process.env.DATA_DIR, (line) => console.log(line))) ? 0 : 1);
`;

describe('a rebuild in a folder of its own', () => {
  it('two at once from one read-only checkout, data folders outside it, both succeed', async () => {
    const app = readOnlyCheckout(parent);
    const before = readdirSync(app).sort();
    // `<parent>/app-data` starts with `<parent>/app`: Astro took it for a folder of the project.
    const dataDirs = [serviceFolder(join(parent, 'app-data')), serviceFolder(join(parent, 'b'))];
    const runs = await Promise.all(
      dataDirs.map((dataDir) =>
        finished(
          spawnAsService(['--input-type=module', '-e', REBUILD], {
            cwd: app,
            env: { DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1', HOME: dataDir },
          }),
        ),
      ),
    );
    for (const [index, run] of runs.entries()) {
      expect(run.output).toMatch(/site rebuilt in \d+ ms/);
      expect(run.code).toBe(0);
      const site = join(dataDirs[index] ?? '', 'site', 'current');
      // The demo set, built from this data folder.
      expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain('Camille Moreau');
      expect(
        readdirSync(join(dataDirs[index] ?? '', 'site')).filter((n) => n.startsWith('.')),
      ).toEqual([]);
      if (AS_ROOT) expect(statSync(join(site, 'index.html')).uid).toBe(65534);
    }
    // Nothing was written into the checkout (no .astro/, no dist/).
    expect(readdirSync(app).sort()).toEqual(before);
  });
});
