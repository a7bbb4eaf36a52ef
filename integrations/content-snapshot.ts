// How a local build gets its content when nobody handed it a snapshot (`npm run build`, a
// restore's rebuild): this Astro integration opens the data folder once, before
// any page renders, and writes the snapshot the pages read. astro.config.mjs loads it, so src/
// never imports the server (README, Architecture).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { loadDataFolderConfig } from '../server/config/config.ts';
import { PUBLIC_URL } from '../server/config/variables.ts';
import { writeContentSnapshot } from '../server/store/content-snapshot.ts';
import { openStore } from '../server/store/open.ts';
import { CONTENT_SNAPSHOT_ENV } from '../src/lib/content-snapshot.ts';

export interface SnapshotOptions {
  env?: NodeJS.ProcessEnv;
  /** The repository root (migrations, demo media); astro runs there. */
  root?: string;
}

/**
 * Writes the snapshot from DATA_DIR (migrations and the demo seed on first use, as the server
 * would) and names it in the environment; returns how to remove it. Nothing to do in Supabase
 * mode, or when the caller (the server's rebuild) already named one.
 */
export function prepareContentSnapshot({
  env = process.env,
  root = process.cwd(),
}: SnapshotOptions = {}): () => void {
  if (env.PUBLIC_BACKEND === 'supabase' || env[CONTENT_SNAPSHOT_ENV]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-content-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const store = openStore({ ...loadDataFolderConfig(env), root });
    try {
      writeContentSnapshot(store, join(dir, 'content.json'), PUBLIC_URL.parse(env.PUBLIC_URL, env));
    } finally {
      store.close();
    }
  } catch (error) {
    // The pages then find no snapshot, log it and build their error state, as for any source
    // that cannot be read.
    console.error(`FilmFolio: could not read the data folder for the build: ${String(error)}`);
    remove();
    return () => {};
  }
  env[CONTENT_SNAPSHOT_ENV] = join(dir, 'content.json');
  return () => {
    delete env[CONTENT_SNAPSHOT_ENV];
    remove();
  };
}

export function contentSnapshot(): AstroIntegration {
  let cleanUp = () => {};
  return {
    name: 'filmfolio-content-snapshot',
    hooks: {
      'astro:build:start': () => {
        cleanUp = prepareContentSnapshot();
      },
      'astro:build:done': () => cleanUp(),
      // `astro dev` renders on each request: each page request reads the store as it is now.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, _response, next) => {
          if (request.headers.accept?.includes('text/html')) {
            cleanUp();
            cleanUp = prepareContentSnapshot();
          }
          next();
        });
      },
      'astro:server:done': () => cleanUp(),
    },
  };
}
