import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  type ServerProcess,
  spawnAdminServer as spawnServer,
} from '../../tests/support/harness/server.ts';

export interface BuiltSite {
  /** A folder whose dist/ holds the build: the server serves ./dist of its working folder. */
  home: string;
  dataDir: string;
  seconds: number;
}

/** Builds the site from a data folder into a private dist/, leaving the repository's dist/ alone. */
export function buildSite(root: string, dataDir: string): BuiltSite {
  const home = fs.mkdtempSync(`${dataDir}-home-`);
  const started = performance.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/astro'),
    ['build', '--outDir', path.join(home, 'dist')],
    {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, DEMO_CONTENT: '0' },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`astro build failed:\n${run.stdout}\n${run.stderr}`);
  return { home, dataDir, seconds };
}

export function serveSite(
  site: BuiltSite,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return spawnServer({ dataDir: site.dataDir, cwd: site.home, env: { DEMO_CONTENT: '0', ...env } });
}
