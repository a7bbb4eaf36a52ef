import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '../../../server/store/open.ts';
import { makeStoredVariants } from '../data/images.ts';
import { ROOT, type StartedServer, startServer } from './server.ts';
import { makeTempDir } from './temp-dirs.ts';

export interface BakedServer extends StartedServer {
  /** The build this server serves. */
  distDir: string;
}

/**
 * A server whose landing page was built from its own data (the demo content, with its image
 * variants), as the server's own rebuilds leave it: the baked list is the live one, so the page
 * keeps its static grid and its plain script. The repository's dist/ was baked from other ids (they are random), so a
 * server on a fresh data dir always makes that page draw its grid again from the live list.
 */
export async function startBakedServer(
  /** Changes the data folder before the build (the demo content otherwise). */
  prepare: (dataDir: string) => Promise<void> = makeStoredVariants,
): Promise<BakedServer> {
  const dataDir = makeTempDir('filmfolio-data-');
  openStore({ dataDir, demo: true, root: ROOT }).close();
  // The image variants the server would make at start are made before the build, so the
  // server has no rebuild to do while a suite runs.
  await prepare(dataDir);
  const home = fs.mkdtempSync(`${dataDir}-home-`);
  const distDir = path.join(home, 'dist');
  const removeAll = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(home, { recursive: true, force: true });
  };
  const build = spawnSync(
    path.join(ROOT, 'node_modules/.bin/astro'),
    ['build', '--outDir', distDir],
    {
      cwd: ROOT,
      // vitest sets NODE_ENV=test, which would bundle React's development build.
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    removeAll();
    throw new Error(`astro build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const server = await startServer({ dataDir, cwd: home }).catch((error: unknown) => {
    removeAll();
    throw error;
  });
  return {
    ...server,
    distDir,
    stop: async () => {
      await server.stop();
      removeAll();
    },
  };
}
